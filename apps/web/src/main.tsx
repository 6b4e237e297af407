import { configureValidationMessages } from '@ccms/contract/validation-messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AuthRoot } from './app/auth/auth-root';
import { createUserManager, readAccessToken } from './app/auth/user-manager';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { StartupError } from './app/startup-error';
import { FullPageSpinner } from './components/full-page-spinner';
import { ClientConfigContext, fetchClientConfig } from './lib/client-config';
import { configureHttp } from './lib/http';
import { registerServiceWorker } from './service-worker/register';
import { UpdatePrompt } from './service-worker/update-prompt';
import './styles.css';

// Refusals the contract does not word itself name the field in plain Turkish, as on the server.
configureValidationMessages();

const UNAUTHORIZED_PATH = '/error/unauthorized';

/**
 * Start-up: read /api/client-config (the OIDC settings are not built in), then mount the auth
 * provider and the router.
 */
async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  root.render(
    <AppProviders>
      <FullPageSpinner />
    </AppProviders>,
  );

  let config: Awaited<ReturnType<typeof fetchClientConfig>>;
  try {
    config = await fetchClientConfig();
  } catch (error) {
    console.error('Could not read /api/client-config', error);
    root.render(
      <AppProviders>
        <StartupError />
      </AppProviders>,
    );
    return;
  }

  const userManager = createUserManager(config, window.location.origin);
  const router = createAppRouter();
  configureHttp({
    getAccessToken: () => readAccessToken(userManager),
    onUnauthorized: (messages) => {
      if (router.state.location.pathname.toLowerCase() !== UNAUTHORIZED_PATH) {
        void router.navigate(UNAUTHORIZED_PATH, { state: { messages } });
      }
    },
  });

  root.render(
    <StrictMode>
      <ClientConfigContext value={config}>
        <AppProviders>
          <AuthRoot userManager={userManager} router={router}>
            <RouterProvider router={router} />
          </AuthRoot>
          <UpdatePrompt />
        </AppProviders>
      </ClientConfigContext>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);

// Only the build has a worker (the dev server serves modules as they change); registered after
// the page has loaded so that its precaching does not compete with the first page.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    registerServiceWorker(navigator.serviceWorker).catch((error: unknown) =>
      console.error('Could not register the service worker', error),
    );
  });
}
