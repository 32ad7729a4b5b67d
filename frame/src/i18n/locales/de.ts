import type { FrameMessages } from '../en.ts'

/** German. */
export default {
  codeExpired: 'Dieser Code ist abgelaufen oder wurde schon benutzt: Fordere einen neuen an',
  codeWrong: (left) =>
    left === 1 ? 'Falscher Code: noch 1 Versuch' : `Falscher Code: noch ${left} Versuche`,
  codeLocked: 'Fünfmal falsch: Dieser Code gilt nicht mehr, fordere einen neuen an',
  tooManyAttempts: (seconds) => `Zu viele Versuche: Versuche es in ${seconds} Sekunden erneut`,
  retryAfter: (seconds) => `Bitte versuche es in ${seconds} Sekunden erneut`,
  loginMailFailed: 'Der Anmeldecode konnte nicht gesendet werden: Versuche es gleich noch einmal',
  codeMailFailed: 'Der Code konnte nicht gesendet werden: Versuche es gleich noch einmal',
  linkMailFailed: 'Der Freigabelink konnte nicht gesendet werden: Versuche es gleich noch einmal',
  linkGone:
    'Dieser Freigabelink ist abgelaufen oder wurde schon benutzt: Melde dich im neuen Browser erneut an',
  approveBrowserFirst: 'Gib diesen Browser zuerst mit dem Link frei, den wir dir gesendet haben',
  sessionExpired: 'Sitzung abgelaufen: Melde dich erneut an',
  sameEmail: 'Das ist bereits deine E-Mail-Adresse',
  emailTaken: 'Diese E-Mail-Adresse gehört zu einem anderen Konto',
  changeEmailFirst: 'Fordere zuerst die Änderung der E-Mail-Adresse an',
  noWallet: 'Dieses Konto hat noch keine Wallet',
  walletExists: 'Dieses Konto hat bereits eine Wallet',
  noRecoveryShares: 'Diese Wallet hat keine Wiederherstellungsteile',
  reject: 'Ablehnen',
  approve: 'Freigeben',
  site: 'Website',
  message: 'Nachricht',
  app: 'App',
  type: 'Typ',
  data: 'Daten',
  to: 'An',
  amount: 'Betrag',
  network: 'Netzwerk',
  newContract: 'ein neuer Vertrag',
  bytes: (n) => `${n} Bytes`,
  chain: (id) => `Chain ${id}`,
  unnamed: 'ohne Namen',
  signMessage: 'Nachricht signieren',
  signTypedData: 'Strukturierte Daten signieren',
  sendTransaction: 'Transaktion senden',
  sendTransactions: (n) => `${n} Transaktionen senden`,
  refusedTitle: 'Freigabe abgelehnt',
  tampered:
    'Die Seite hat diese Freigabe versteckt, verdeckt, verschoben oder in der Größe verändert, daher wurde sie zum Schutz deiner Wallet abgelehnt. Es wurde nichts signiert.',
  close: 'Schließen',
  reviewText:
    'Dieser Browser kann nicht bestätigen, dass die Seite diese Freigabe unverändert zeigt, daher öffnet sie sich in einem eigenen Fenster.',
  openReview: 'In einem sicheren Fenster prüfen',
  popupBlocked: 'Das Fenster wurde blockiert: Erlaube Pop-ups für diese Website und versuche es erneut',
  deviceCodeLabel: 'Code, den der neue Browser zeigt',
  deviceCodeShape: 'Der Code besteht aus 10 Buchstaben und Ziffern, wie ihn der neue Browser zeigt',
  codesDiffer: 'Die Codes stimmen nicht überein',
  codesDifferText:
    'Es wurde nichts freigegeben oder übergeben: Dieser Link gehört nicht zu dem Browser, der diesen Code zeigt, oder die Anfrage wurde unterwegs verändert. Melde dich im neuen Browser erneut an.',
  handoverTampered:
    'Für diesen Browser wurde eine Übergabe erstellt, die sich nicht öffnen lässt: Sie wurde möglicherweise manipuliert, und nichts davon wurde verwendet. Stelle deine Wallet stattdessen mit deinem Wiederherstellungscode wieder her.',
  savedCode: 'Ich habe meinen Wiederherstellungscode gesichert',
  saveTitle: 'Sichere deinen Wiederherstellungscode',
  saveText:
    'Er holt deine Wallet zurück, wenn du jedes Gerät verlierst, auf dem du angemeldet warst. Er wird nur dieses eine Mal gezeigt; niemand, auch wir nicht, kann ihn erneut zeigen.',
  enterTitle: 'Gib deinen Wiederherstellungscode ein',
  codeLabel: 'Wiederherstellungscode',
  noCode: 'Ich habe ihn nicht',
  recover: 'Wallet wiederherstellen',
  recoverText:
    'Dieser Browser hat keinen Teil deiner Wallet. Gib den Wiederherstellungscode ein, den du beim Anlegen gesichert hast.',
  noRecoveryCode:
    'Ohne den Wiederherstellungscode öffnet sich diese Wallet in diesem Browser nicht: Öffne den Freigabelink in einem Browser, in dem du sie nutzt',
  codeShape: 'Ein Wiederherstellungscode besteht aus 32 Buchstaben und Ziffern in Vierergruppen',
  wrongCode: 'Dieser Wiederherstellungscode öffnet diese Wallet nicht',
  sharesRefused: 'Die Schlüsselteile ergeben diese Wallet nicht: Es wurde nichts signiert',
  linkTimeout: 'Der Freigabelink wurde nicht rechtzeitig geöffnet: Fordere einen neuen an',
  accountChanged: 'Das Konto hat die Wallet gewechselt: Melde dich erneut an',
  linkBroken: 'Dieser Link funktioniert nicht',
  linkProblem: 'Etwas ist schiefgelaufen: Fordere einen neuen Link an',
  account: 'Konto',
  wallet: 'Wallet',
  askedAt: 'Angefragt am',
  approved: 'Freigegeben',
  handedOver: 'Geh zurück zum neuen Browser: Er öffnet jetzt deine Wallet. Du kannst diese Seite schließen.',
  notHandedOver:
    'Geh zurück zum neuen Browser: Er fragt nach deinem Wiederherstellungscode, um deine Wallet zu öffnen. Du kannst diese Seite schließen.',
  approveTitle: 'Neuen Browser freigeben?',
  approveOnly:
    'Gib nur frei, wenn du dich gerade in einem anderen Browser mit dieser Adresse anmelden wolltest.',
  holds:
    'Dieser Browser hat diese Wallet: Die Freigabe übergibt sie verschlüsselt an den neuen Browser, sodass nur er sie öffnen kann.',
  holdsNot:
    'Dieser Browser hat diese Wallet nicht: Nach der Freigabe fragt der neue Browser nach deinem Wiederherstellungscode.',
} satisfies FrameMessages
