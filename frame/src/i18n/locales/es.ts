import type { FrameMessages } from '../en.ts'

/** Spanish. */
export default {
  codeExpired: 'Este código caducó o ya se usó: pide uno nuevo',
  codeWrong: (left) =>
    left === 1 ? 'Código incorrecto: queda 1 intento' : `Código incorrecto: quedan ${left} intentos`,
  codeLocked: 'Código incorrecto 5 veces: este código ya no sirve, pide uno nuevo',
  tooManyAttempts: (seconds) => `Demasiados intentos: vuelve a intentarlo en ${seconds} segundos`,
  retryAfter: (seconds) => `Vuelve a intentarlo en ${seconds} segundos`,
  loginMailFailed: 'No se pudo enviar el código de acceso: inténtalo de nuevo en un momento',
  codeMailFailed: 'No se pudo enviar el código: inténtalo de nuevo en un momento',
  linkMailFailed: 'No se pudo enviar el enlace de aprobación: inténtalo de nuevo en un momento',
  linkGone: 'Este enlace de aprobación caducó o ya se usó: vuelve a iniciar sesión en el navegador nuevo',
  approveBrowserFirst: 'Primero aprueba este navegador con el enlace que te enviamos',
  sessionExpired: 'La sesión caducó: vuelve a iniciar sesión',
  sameEmail: 'Ese ya es tu correo',
  emailTaken: 'Otra cuenta usa este correo',
  changeEmailFirst: 'Primero pide cambiar el correo',
  noWallet: 'Esta cuenta aún no tiene billetera',
  walletExists: 'Esta cuenta ya tiene una billetera',
  noRecoveryShares: 'Esta billetera no tiene partes de recuperación',
  reject: 'Rechazar',
  approve: 'Aprobar',
  site: 'Sitio',
  message: 'Mensaje',
  app: 'App',
  type: 'Tipo',
  data: 'Datos',
  to: 'Para',
  amount: 'Cantidad',
  network: 'Red',
  newContract: 'un contrato nuevo',
  bytes: (n) => `${n} bytes`,
  chain: (id) => `Cadena ${id}`,
  unnamed: 'sin nombre',
  signMessage: 'Firmar mensaje',
  signTypedData: 'Firmar datos estructurados',
  sendTransaction: 'Enviar transacción',
  sendTransactions: (n) => `Enviar ${n} transacciones`,
  refusedTitle: 'Aprobación rechazada',
  tampered:
    'La página ocultó, tapó, movió o cambió el tamaño de esta aprobación, así que se rechazó para proteger tu billetera. No se firmó nada.',
  close: 'Cerrar',
  reviewText:
    'Este navegador no puede confirmar que la página muestre esta aprobación tal como es, así que se abre en una ventana propia.',
  openReview: 'Revisar en una ventana segura',
  popupBlocked:
    'Se bloqueó la ventana: permite las ventanas emergentes para este sitio y vuelve a intentarlo',
  deviceCodeLabel: 'Código que muestra el navegador nuevo',
  deviceCodeShape: 'El código tiene 10 letras y dígitos, tal como lo muestra el navegador nuevo',
  codesDiffer: 'Los códigos no coinciden',
  codesDifferText:
    'No se aprobó ni se entregó nada: este enlace no es para el navegador que muestra ese código, o la solicitud se cambió por el camino. Vuelve a iniciar sesión en el navegador nuevo.',
  handoverTampered:
    'Se preparó una entrega para este navegador, pero no se abre: puede que la hayan manipulado y no se usó nada de ella. Recupera tu billetera con tu código de recuperación.',
  savedCode: 'Guardé mi código de recuperación',
  saveTitle: 'Guarda tu código de recuperación',
  saveText:
    'Recupera tu billetera si pierdes todos los dispositivos en los que iniciaste sesión. Se muestra solo esta vez; nadie, ni nosotros, puede volver a mostrarlo.',
  enterTitle: 'Escribe tu código de recuperación',
  codeLabel: 'Código de recuperación',
  noCode: 'No lo tengo',
  recover: 'Recuperar billetera',
  recoverText:
    'Este navegador no guarda ninguna parte de tu billetera. Escribe el código de recuperación que guardaste al crearla.',
  noRecoveryCode:
    'Sin el código de recuperación, esta billetera no se abre en este navegador: abre el enlace de aprobación en un navegador donde la uses',
  codeShape: 'Un código de recuperación tiene 32 letras y números, en grupos de cuatro',
  wrongCode: 'Este código de recuperación no abre esta billetera',
  sharesRefused: 'Las partes de la clave no dan esta billetera: no se firmó nada',
  linkTimeout: 'El enlace de aprobación no se abrió a tiempo: pide uno nuevo',
  accountChanged: 'La cuenta cambió de billetera: vuelve a iniciar sesión',
  linkBroken: 'Este enlace no funciona',
  linkProblem: 'Algo salió mal: pide un enlace nuevo',
  account: 'Cuenta',
  wallet: 'Billetera',
  askedAt: 'Solicitado el',
  approved: 'Aprobado',
  handedOver: 'Vuelve al navegador nuevo: ya abre tu billetera. Puedes cerrar esta página.',
  notHandedOver:
    'Vuelve al navegador nuevo: te pedirá tu código de recuperación para abrir la billetera. Puedes cerrar esta página.',
  approveTitle: '¿Aprobar un navegador nuevo?',
  approveOnly: 'Aprueba solo si acabas de pedir iniciar sesión con esta dirección en otro navegador.',
  holds:
    'Este navegador guarda esta billetera: al aprobar, se entrega cifrada al navegador nuevo, de modo que solo él pueda abrirla.',
  holdsNot:
    'Este navegador no guarda esta billetera: tras aprobar, el navegador nuevo te pedirá el código de recuperación.',
} satisfies FrameMessages
