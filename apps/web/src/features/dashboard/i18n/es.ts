import type { SpanishOf } from '@/i18n/core';
import type { dashboardTexts as englishDashboardTexts } from './en';
import type { dashboardMore as englishDashboardMore } from './en';
import type { dashboardLabels as englishDashboardLabels } from './en';

export const dashboardTexts: SpanishOf<typeof englishDashboardTexts> = {
  loadingRecentChats: 'Cargando chats recientes',
  failedToLoadChats: 'No se pudieron cargar los chats',
  noRecentChatsStartA: 'No hay chats recientes. Empieza una conversación para verla aquí.',
  showMore: 'Ver más',
  viewAll: 'Ver todo',
  noAgentsAvailable: 'No hay equipos disponibles',
  thereAreNoAgentsAvailable: 'Ahora mismo no hay equipos disponibles para tu cuenta.',
  pleaseContactYourAdministratorTo: 'Pide acceso a tu administrador o vuelve a mirar más tarde.',
  favoriteChats: 'Chats favoritos',
  noFavoriteChatsYet: 'Todavía no hay chats favoritos',
  latestChats: 'Últimos chats',
  noChatsYet: 'Todavía no hay chats',
  latestBookmarks: 'Últimas respuestas guardadas',
  noBookmarksYet: 'Todavía no hay respuestas guardadas',
  failedToLoadAnalyticsData: 'No se pudieron cargar los datos de actividad',
  overview: 'Resumen',
  hereIsYourActivity: 'Esta es tu actividad.',
  offlineDemoModel: 'Modelo de demostración sin conexión',
  newChat: 'Nuevo chat',
  workspace: 'Espacio de trabajo',
  newChatWizard: 'Asistente de nuevo chat',
  backToOverview: 'Volver al resumen',
  yourActivity: 'Tu actividad',
  overviewBrief: 'Resumen · Brief',
  workspaceBrief: 'Espacio de trabajo · Brief',
};

export const dashboardMore: SpanishOf<typeof englishDashboardMore> = {
  noMessagesYet: 'Todavía no hay mensajes.',
  viewAll: 'Ver todo: {title}',
  loading: 'Cargando {title}',
  welcomeBack: 'Hola de nuevo, {firstName}.',
  welcomeBack2: 'Hola de nuevo.',
};

export const dashboardLabels: SpanishOf<typeof englishDashboardLabels> = {
  'Today Chats': 'Chats de hoy',
  'Total Chats': 'Chats en total',
  'Today Messages': 'Mensajes de hoy',
  'Total Messages': 'Mensajes en total',
  Chat: 'Chat',
  Recent: 'Recientes',
  Library: 'Biblioteca',
  Bookmarks: 'Guardados',
};
