import type { SpanishOf } from '@/i18n/core';
import type { authTexts as englishAuthTexts } from './en';
import type { authMore as englishAuthMore } from './en';
import type { authLabels as englishAuthLabels } from './en';
import type { authRules as englishAuthRules } from './en';
import type { authNotices as englishAuthNotices } from './en';

export const authTexts: SpanishOf<typeof englishAuthTexts> = {
  signIn: 'Iniciar sesión',
  email: 'Correo electrónico',
  emailPlaceholder: 'nombre@{domain}',
  password: 'Contraseña',
  signIn2: 'Iniciar sesión',
  continueWithGoogle: 'Continuar con Google',
  continueWithProvider: 'Continuar con {label}',
  googleSignInIsnT:
    'El inicio de sesión con Google aún no está configurado en este espacio. Usa tu correo y tu contraseña.',
  signInBrief: 'Iniciar sesión · Brief',
  briefHome: 'Inicio de Brief',
  yourAgencySConsultingTeams: 'Los equipos de consultoría de tu agencia, a un chat de distancia.',
  forAgencyStaffOnly: 'Solo para el personal de la agencia.',
  welcomeBack: 'Hola de nuevo',
  useYourCompanyAccountTo: 'Usa la cuenta de tu empresa para entrar en Brief.',
  loadingSignInOptions: 'Cargando las opciones de inicio de sesión',
  briefCanTBeReached: 'No se puede conectar con Brief ahora mismo',
  checkYourConnectionAndTry: 'Revisa tu conexión y vuelve a intentarlo.',
  tryAgain: 'Reintentar',
  or: 'o',
  only: 'Solo se permiten cuentas',
  accountsAreAllowed: 'de la empresa.',
  signingInBrief: 'Iniciando sesión · Brief',
  processingAuthentication: 'Procesando la autenticación...',
};

export const authMore: SpanishOf<typeof englishAuthMore> = {
  authenticationFailed: 'Error de autenticación',
  authenticationError: 'Error de autenticación: {error}',
};

export const authLabels: SpanishOf<typeof englishAuthLabels> = {
  'Missing required user data in callback': 'Faltan datos del usuario en la respuesta de inicio de sesión',
  'Authentication was not successful': 'La autenticación no se completó',
  'Error processing authentication callback': 'Error al procesar la respuesta de autenticación',
  'Invalid email address': 'Dirección de correo no válida',
  'Consulting teams and specialists on call': 'Equipos de consultoría y especialistas a tu disposición',
  'Bookmark the replies worth keeping': 'Guarda las respuestas que valen la pena',
  'Pick up any past conversation': 'Retoma cualquier conversación anterior',
};

export const authRules: SpanishOf<typeof englishAuthRules> = {
  onlyDomain: 'Solo se permiten correos de {domain}',
  passwordLength: 'La contraseña debe tener al menos {min} caracteres',
};

export const authNotices: SpanishOf<typeof englishAuthNotices> = {
  underAttackTitle: 'Alguien intenta adivinar tu contraseña',
  underAttack:
    'Tu cuenta está bloqueada hasta las {time} para los navegadores en los que no has iniciado sesión antes; este sigue funcionando. Si no has sido tú, avisa a tu administrador.',
};
