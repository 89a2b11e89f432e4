import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppFallback } from '@/app/app-fallback';
import { chatLoader, dashboardLoader, libraryListLoader } from '@/app/prefetch';
import { RootLayout } from '@/app/root-layout';
import { UnknownRoute } from '@/app/routes/unknown-route';
import type { FrameRouteHandle } from '@/components/layouts/route-handle';
import { dashboardView } from '@/features/dashboard/utils/workspace-tabs';
import { appTexts } from '@/app/i18n/en';

/** Loads a page's module only when its route is visited. */
function page(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

const title = (text: string): FrameRouteHandle => ({ title: text });

/** The signed-in pages, inside the frame: header, navigation rail, and a redirect to / without a user. */
const frameRoutes = (queryClient: QueryClient) => [
  {
    path: '/chat',
    handle: { title: appTexts.get().chat, fullBleed: true } satisfies FrameRouteHandle,
    loader: chatLoader(queryClient),
    lazy: page(() => import('@/app/routes/chat').then((m) => m.ChatRoute)),
  },
  {
    path: '/chat-wizard',
    handle: title('New Chat'),
    lazy: page(() => import('@/app/routes/chat-wizard').then((m) => m.ChatWizardRoute)),
  },
  {
    path: '/chat-v2',
    handle: { title: appTexts.get().chat, fullBleed: true } satisfies FrameRouteHandle,
    loader: chatLoader(queryClient),
    lazy: page(() => import('@/app/routes/chat-v2').then((m) => m.ChatV2Route)),
  },
  {
    path: '/chats',
    handle: title('Library'),
    loader: libraryListLoader('all')(queryClient),
    lazy: page(() => import('@/app/routes/chats').then((m) => m.ChatsRoute)),
  },
  {
    path: '/shared/:chatId',
    handle: title('Library'),
    lazy: page(() => import('@/app/routes/shared-chat').then((m) => m.SharedChatRoute)),
  },
  // "Open document" of a cited source: the document in a viewer tab (a PDF, text, markdown).
  {
    path: '/chats/:chatId/documents/:documentId',
    handle: { title: appTexts.get().chat, fullBleed: true } satisfies FrameRouteHandle,
    lazy: page(() => import('@/app/routes/document').then((m) => m.DocumentRoute)),
  },
  {
    path: '/shared/:chatId/documents/:documentId',
    handle: { title: appTexts.get().chat, fullBleed: true } satisfies FrameRouteHandle,
    lazy: page(() => import('@/app/routes/document').then((m) => m.SharedDocumentRoute)),
  },
  // Where a customer lives: its profile, rules, memory, documents and the chats about it.
  {
    path: '/customers',
    handle: title('Customer'),
    lazy: page(() => import('@/app/routes/customer').then((m) => m.CustomerLookupRoute)),
  },
  {
    path: '/customers/:customerId',
    handle: title('Customer'),
    lazy: page(() => import('@/app/routes/customer').then((m) => m.CustomerRoute)),
  },
  {
    path: '/customers/:customerId/documents/:documentId',
    handle: { title: 'Customer', fullBleed: true } satisfies FrameRouteHandle,
    lazy: page(() => import('@/app/routes/document').then((m) => m.CustomerDocumentRoute)),
  },
  {
    path: '/favorite-chats',
    handle: title('Favorites'),
    loader: libraryListLoader('favorites')(queryClient),
    lazy: page(() => import('@/app/routes/favorite-chats').then((m) => m.FavoriteChatsRoute)),
  },
  {
    path: '/bookmarks',
    handle: title('Bookmarks'),
    lazy: page(() => import('@/app/routes/bookmarks').then((m) => m.BookmarksRoute)),
  },
  {
    path: '/dashboard',
    // The workspace's chat tab is the chat screen: it fills the window like /chat.
    handle: {
      title: appTexts.get().home,
      fullBleed: (params) => dashboardView(params) === 'chat',
    } satisfies FrameRouteHandle,
    loader: dashboardLoader(queryClient),
    lazy: page(() => import('@/app/routes/dashboard').then((m) => m.DashboardRoute)),
  },
  {
    path: '/admin',
    handle: title('Admin'),
    lazy: page(() => import('@/app/routes/admin').then((m) => m.AdminRoute)),
  },
];

/**
 * The route table, one entry per page of the product. Landing and login never download the signed-in
 * pages; the library pages, and a chat the address names, ask for their first data (and a chat for the
 * code that shows its messages) while their code downloads.
 */
export const routes = (queryClient: QueryClient) => {
  const frame = frameRoutes(queryClient);
  const framePaths = frame.map((route) => route.path);
  return [
    {
      Component: RootLayout,
      HydrateFallback: () => <AppFallback framePaths={framePaths} />,
      children: [
        { path: '/', lazy: page(() => import('@/app/routes/landing').then((m) => m.LandingRoute)) },
        { path: '/login', lazy: page(() => import('@/app/routes/login').then((m) => m.LoginRoute)) },
        {
          path: '/auth/callback',
          lazy: page(() => import('@/app/routes/auth-callback').then((m) => m.AuthCallbackRoute)),
        },
        {
          lazy: page(() => import('@/components/layouts/app-layout').then((m) => m.AppLayout)),
          children: frame,
        },
        { path: '/404', lazy: page(() => import('@/app/routes/not-found').then((m) => m.NotFoundRoute)) },
        { path: '*', Component: UnknownRoute },
      ],
    },
  ];
};

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes(queryClient));
}
