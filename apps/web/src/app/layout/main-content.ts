/** The id of the signed-in pages' `main` element. */
export const MAIN_CONTENT_ID = 'main-content';
