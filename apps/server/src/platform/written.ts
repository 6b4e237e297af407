/**
 * What a service's write hands its route: the row as saved and the messages the user is shown
 * (`Kaydedildi`, a warning about what else the write touched). The route answers it with
 * `written()` from the route kit.
 */
export type Written<T> = { data: T; messages: string[] };
