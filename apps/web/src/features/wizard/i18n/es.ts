import type { SpanishOf } from '@/i18n/core';
import type { wizardTexts as englishWizardTexts } from './en';
import type { wizardMore as englishWizardMore } from './en';
import type { wizardLabels as englishWizardLabels } from './en';

export const wizardTexts: SpanishOf<typeof englishWizardTexts> = {
  launch: 'Iniciar',
  specialists: 'Especialistas',
  whoAnswersInThisChat:
    'Quién responde en este chat. El primero ya está elegido; añade o cambia los que quieras.',
  loadingSpecialists: 'Cargando especialistas…',
  failedToLoadTheTeam: 'No se pudieron cargar los especialistas del equipo.',
  tryAgain: 'Reintentar',
  chooseAtLeastOneSpecialist: 'Elige al menos un especialista para iniciar el chat.',
  configurationSummary: 'Resumen de la configuración',
  team: 'Equipo',
  customer: 'Cliente',
  initialPrompt: 'Mensaje inicial',
  initialPromptOptional: 'Mensaje inicial (opcional)',
  whatShouldTheTeamStart: '¿Con qué debería empezar el equipo?',
  noAgentSelected: 'Ningún equipo seleccionado',
  goBackAndSelectA: 'Vuelve atrás y elige primero un equipo.',
  loadingCustomers: 'Cargando clientes…',
  failedToLoadCustomers: 'No se pudieron cargar los clientes',
  pleaseTryAgainInA: 'Vuelve a intentarlo en un momento.',
  noCustomersAvailable: 'No hay clientes disponibles',
  thisTeamHasNoCustomers: 'Este equipo todavía no tiene clientes.',
  tryAnotherName: 'Prueba con otro nombre.',
  customers: 'Clientes',
  chooseCustomer: 'Elegir cliente',
  searchCustomers: 'Buscar clientes',
  searchCustomers2: 'Buscar clientes...',
  configurationIncomplete: 'Configuración incompleta',
  newChatWizard: 'Asistente de nuevo chat',
  step: 'Paso',
  of: 'de',
  closeWizard: 'Cerrar el asistente',
  wizardProgress: 'Progreso del asistente',
  previous: 'Anterior',
  next: 'Siguiente',
  launchChat: 'Iniciar chat',
  configurationRequired: 'Configuración necesaria',
  openChatWizard: 'Abrir el asistente',
  useRegularChat: 'Usar el chat normal',
  chooseATeamAndA: 'Elige un equipo y un cliente antes de empezar este chat.',
  settingUpYourChat: 'Preparando tu chat',
  prompt: 'Mensaje',
  selectATeam: 'Elige un equipo',
  loadingTeams: 'Cargando equipos…',
  failedToLoadConsultingTeams: 'No se pudieron cargar los equipos de consultoría.',
  noTeamsAreAvailableTo: 'Todavía no tienes equipos disponibles.',
  teams: 'Equipos',
  noTeamsAvailable: 'No hay equipos disponibles',
  backToOverview: 'Volver al resumen',
  yourAccountHasNoConsulting:
    'Tu cuenta todavía no tiene ningún equipo de consultoría. Pide a un administrador que te dé acceso a uno.',
  newChatWizardBrief: 'Asistente de nuevo chat · Brief',
};

export const wizardMore: SpanishOf<typeof englishWizardMore> = {
  notSelected: 'Sin elegir',
  noCustomersFoundMatching: 'Ningún cliente coincide con «{value}»',
  teamCount: { one: '{count} equipo', other: '{count} equipos' },
  customerCount: { one: '{count} cliente', other: '{count} clientes' },
  aboutThisCustomer: 'Sobre este cliente',
  aboutCustomer: 'Sobre {name}',
};

export const wizardLabels: SpanishOf<typeof englishWizardLabels> = {
  'Select Agents': 'Elegir equipo',
  'Choose Customer': 'Elegir cliente',
  Launch: 'Iniciar',
};
