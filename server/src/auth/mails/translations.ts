/** The embedded wallet's mails in every locale but English (`en.ts`), by the modal's locale codes. */
import type { LocaleCode } from '@latch/protocol/lists'
import type { MailWords } from './en.ts'

/** Each locale's words for the mails. */
export const MAIL_TRANSLATIONS: Readonly<Record<Exclude<LocaleCode, 'en'>, MailWords>> = {
  ar: {
    thisApp: 'التطبيق',
    validity: 'يعمل مرة واحدة لمدة 10 دقائق.',
    ignore: 'إذا لم تطلبه، فتجاهل هذه الرسالة: لن يحدث شيء بدونه.',
    loginSubject: (code: string) => `${code} هو رمز تسجيل الدخول`,
    loginText: (code: string, app: string) => `رمزك لتسجيل الدخول إلى ${app} هو ${code}.`,
    primarySubject: (code: string) => `${code} هو رمزك لتغيير بريدك الإلكتروني`,
    primaryText: (code: string, app: string) =>
      `طلب شخص سجّل الدخول إلى ${app} نقل محفظتك إلى عنوان بريد آخر. رمزك لتأكيد أنك أنت هو ${code}.`,
    secondarySubject: (code: string) => `${code} يؤكد بريدك الإلكتروني الجديد`,
    secondaryText: (code: string, app: string) => `رمزك لتأكيد هذا العنوان لمحفظتك على ${app} هو ${code}.`,
    deviceSubject: 'وافق على متصفح جديد لمحفظتك',
    deviceText: (app: string) =>
      `طلب شخص، نأمل أن يكون أنت، تسجيل الدخول إلى ${app} بهذا العنوان من متصفح لم يره من قبل.`,
    deviceHow:
      'للموافقة، افتح هذا الرابط، ويفضل في متصفح تستخدم فيه هذه المحفظة بالفعل: فهو يسلّم المحفظة، ولن يحتاج المتصفح الجديد إلى رمز استرداد.',
    deviceNotYou:
      'يعمل الرابط مرة واحدة لمدة 10 دقائق. إذا لم تكن أنت، فتجاهل هذه الرسالة: لن يحدث شيء بدونه.',
  },
  de: {
    thisApp: 'die App',
    validity: 'Er gilt einmal, 10 Minuten lang.',
    ignore: 'Wenn du ihn nicht angefordert hast, ignoriere diese Mail: Ohne ihn passiert nichts.',
    loginSubject: (code: string) => `${code} ist dein Anmeldecode`,
    loginText: (code: string, app: string) => `Dein Code für die Anmeldung bei ${app} lautet ${code}.`,
    primarySubject: (code: string) => `${code} ist dein Code zum Ändern deiner E-Mail`,
    primaryText: (code: string, app: string) =>
      `Jemand, der bei ${app} angemeldet ist, möchte deine Wallet auf eine andere E-Mail-Adresse umziehen. Dein Code zur Bestätigung lautet ${code}.`,
    secondarySubject: (code: string) => `${code} bestätigt deine neue E-Mail`,
    secondaryText: (code: string, app: string) =>
      `Dein Code zur Bestätigung dieser Adresse für deine Wallet bei ${app} lautet ${code}.`,
    deviceSubject: 'Neuen Browser für deine Wallet freigeben',
    deviceText: (app: string) =>
      `Jemand, hoffentlich du, möchte sich mit dieser Adresse bei ${app} in einem Browser anmelden, den die Wallet noch nicht kennt.`,
    deviceHow:
      'Zum Freigeben öffne diesen Link, am besten in einem Browser, in dem du die Wallet schon nutzt: Er übergibt dann die Wallet, und der neue Browser braucht keinen Wiederherstellungscode.',
    deviceNotYou:
      'Der Link gilt einmal, 10 Minuten lang. Wenn du es nicht warst, ignoriere diese Mail: Ohne ihn passiert nichts.',
  },
  es: {
    thisApp: 'la app',
    validity: 'Funciona una vez, durante 10 minutos.',
    ignore: 'Si no lo pediste, ignora este correo: sin él no pasa nada.',
    loginSubject: (code: string) => `${code} es tu código de inicio de sesión`,
    loginText: (code: string, app: string) => `Tu código para iniciar sesión en ${app} es ${code}.`,
    primarySubject: (code: string) => `${code} es tu código para cambiar tu correo`,
    primaryText: (code: string, app: string) =>
      `Alguien con sesión iniciada en ${app} pidió trasladar tu billetera a otra dirección de correo. Tu código para confirmar que eres tú es ${code}.`,
    secondarySubject: (code: string) => `${code} confirma tu nuevo correo`,
    secondaryText: (code: string, app: string) =>
      `Tu código para confirmar esta dirección para tu billetera en ${app} es ${code}.`,
    deviceSubject: 'Aprueba un nuevo navegador para tu billetera',
    deviceText: (app: string) =>
      `Alguien, esperamos que tú, pidió iniciar sesión en ${app} con esta dirección desde un navegador que no había visto antes.`,
    deviceHow:
      'Para aprobarlo, abre este enlace, mejor en un navegador donde ya uses esta billetera: así entrega la billetera y el nuevo navegador no necesita código de recuperación.',
    deviceNotYou:
      'El enlace funciona una vez, durante 10 minutos. Si no fuiste tú, ignora este correo: sin él no pasa nada.',
  },
  fr: {
    thisApp: 'l’application',
    validity: 'Il ne sert qu’une fois, pendant 10 minutes.',
    ignore: 'Si vous ne l’avez pas demandé, ignorez ce message : rien ne se passe sans lui.',
    loginSubject: (code: string) => `${code} est votre code de connexion`,
    loginText: (code: string, app: string) => `Votre code pour vous connecter à ${app} est ${code}.`,
    primarySubject: (code: string) => `${code} est votre code pour changer d’adresse e-mail`,
    primaryText: (code: string, app: string) =>
      `Une personne connectée à ${app} a demandé de transférer votre portefeuille vers une autre adresse e-mail. Votre code pour confirmer que c’est bien vous est ${code}.`,
    secondarySubject: (code: string) => `${code} confirme votre nouvelle adresse e-mail`,
    secondaryText: (code: string, app: string) =>
      `Votre code pour confirmer cette adresse pour votre portefeuille sur ${app} est ${code}.`,
    deviceSubject: 'Approuvez un nouveau navigateur pour votre portefeuille',
    deviceText: (app: string) =>
      `Quelqu’un, vous espérons-le, a demandé à se connecter à ${app} avec cette adresse depuis un navigateur jamais vu auparavant.`,
    deviceHow:
      'Pour approuver, ouvrez ce lien, de préférence dans un navigateur où vous utilisez déjà ce portefeuille : il transmet alors le portefeuille et le nouveau navigateur n’a pas besoin de code de récupération.',
    deviceNotYou:
      'Le lien ne sert qu’une fois, pendant 10 minutes. Si ce n’était pas vous, ignorez ce message : rien ne se passe sans lui.',
  },
  he: {
    thisApp: 'האפליקציה',
    validity: 'הוא פועל פעם אחת, למשך 10 דקות.',
    ignore: 'אם לא ביקשת אותו, התעלם מהודעה זו: בלעדיו לא קורה דבר.',
    loginSubject: (code: string) => `${code} הוא קוד הכניסה שלך`,
    loginText: (code: string, app: string) => `הקוד שלך לכניסה ל-${app} הוא ${code}.`,
    primarySubject: (code: string) => `${code} הוא הקוד שלך לשינוי האימייל`,
    primaryText: (code: string, app: string) =>
      `מישהו שמחובר ל-${app} ביקש להעביר את הארנק שלך לכתובת אימייל אחרת. הקוד שלך לאישור שזה אתה הוא ${code}.`,
    secondarySubject: (code: string) => `${code} מאשר את האימייל החדש שלך`,
    secondaryText: (code: string, app: string) =>
      `הקוד שלך לאישור הכתובת הזו עבור הארנק שלך ב-${app} הוא ${code}.`,
    deviceSubject: 'אשר דפדפן חדש עבור הארנק שלך',
    deviceText: (app: string) =>
      `מישהו, אנחנו מקווים שאתה, ביקש להיכנס ל-${app} עם הכתובת הזו מדפדפן שלא נראה קודם.`,
    deviceHow:
      'כדי לאשר, פתח את הקישור הזה, עדיף בדפדפן שבו אתה כבר משתמש בארנק: הוא יעביר את הארנק, והדפדפן החדש לא יזדקק לקוד שחזור.',
    deviceNotYou:
      'הקישור פועל פעם אחת, למשך 10 דקות. אם זה לא היית אתה, התעלם מהודעה זו: בלעדיו לא קורה דבר.',
  },
  hi: {
    thisApp: 'ऐप',
    validity: 'यह एक बार, 10 मिनट तक काम करता है।',
    ignore: 'अगर आपने इसे नहीं माँगा, तो इस मेल को अनदेखा करें: इसके बिना कुछ नहीं होता।',
    loginSubject: (code: string) => `${code} आपका लॉगिन कोड है`,
    loginText: (code: string, app: string) => `${app} में लॉग इन करने के लिए आपका कोड ${code} है।`,
    primarySubject: (code: string) => `${code} आपका ईमेल बदलने का कोड है`,
    primaryText: (code: string, app: string) =>
      `${app} में लॉग इन किसी व्यक्ति ने आपके वॉलेट को दूसरे ईमेल पते पर ले जाने को कहा। यह आप ही हैं, इसकी पुष्टि का कोड ${code} है।`,
    secondarySubject: (code: string) => `${code} आपके नए ईमेल की पुष्टि करता है`,
    secondaryText: (code: string, app: string) => `${app} पर आपके वॉलेट के लिए इस पते की पुष्टि का कोड ${code} है।`,
    deviceSubject: 'अपने वॉलेट के लिए नए ब्राउज़र को मंज़ूरी दें',
    deviceText: (app: string) =>
      `किसी ने, उम्मीद है आपने, इस पते से ${app} में ऐसे ब्राउज़र पर लॉग इन करना चाहा जो पहले नहीं देखा गया।`,
    deviceHow:
      'मंज़ूरी के लिए यह लिंक खोलें, बेहतर हो उस ब्राउज़र में जहाँ आप यह वॉलेट पहले से इस्तेमाल करते हैं: तब वह वॉलेट सौंप देता है और नए ब्राउज़र को रिकवरी कोड नहीं चाहिए।',
    deviceNotYou:
      'लिंक एक बार, 10 मिनट तक काम करता है। अगर यह आप नहीं थे, तो इस मेल को अनदेखा करें: इसके बिना कुछ नहीं होता।',
  },
  id: {
    thisApp: 'aplikasi',
    validity: 'Kode ini berlaku sekali, selama 10 menit.',
    ignore: 'Jika Anda tidak memintanya, abaikan email ini: tanpa kode ini tidak terjadi apa-apa.',
    loginSubject: (code: string) => `${code} adalah kode login Anda`,
    loginText: (code: string, app: string) => `Kode Anda untuk masuk ke ${app} adalah ${code}.`,
    primarySubject: (code: string) => `${code} adalah kode Anda untuk mengganti email`,
    primaryText: (code: string, app: string) =>
      `Seseorang yang masuk ke ${app} meminta memindahkan dompet Anda ke alamat email lain. Kode Anda untuk memastikan itu Anda adalah ${code}.`,
    secondarySubject: (code: string) => `${code} mengonfirmasi email baru Anda`,
    secondaryText: (code: string, app: string) =>
      `Kode Anda untuk mengonfirmasi alamat ini untuk dompet Anda di ${app} adalah ${code}.`,
    deviceSubject: 'Setujui browser baru untuk dompet Anda',
    deviceText: (app: string) =>
      `Seseorang, semoga Anda, meminta masuk ke ${app} dengan alamat ini dari browser yang belum pernah terlihat.`,
    deviceHow:
      'Untuk menyetujui, buka tautan ini, sebaiknya di browser tempat Anda sudah memakai dompet ini: tautan akan menyerahkan dompet, dan browser baru tidak memerlukan kode pemulihan.',
    deviceNotYou:
      'Tautan berlaku sekali, selama 10 menit. Jika itu bukan Anda, abaikan email ini: tanpa tautan ini tidak terjadi apa-apa.',
  },
  it: {
    thisApp: 'l’app',
    validity: 'Vale una sola volta, per 10 minuti.',
    ignore: 'Se non l’hai richiesto, ignora questa email: senza di esso non succede nulla.',
    loginSubject: (code: string) => `${code} è il tuo codice di accesso`,
    loginText: (code: string, app: string) => `Il tuo codice per accedere a ${app} è ${code}.`,
    primarySubject: (code: string) => `${code} è il tuo codice per cambiare email`,
    primaryText: (code: string, app: string) =>
      `Qualcuno che ha effettuato l’accesso a ${app} ha chiesto di spostare il tuo wallet su un altro indirizzo email. Il tuo codice per confermare che sei tu è ${code}.`,
    secondarySubject: (code: string) => `${code} conferma la tua nuova email`,
    secondaryText: (code: string, app: string) =>
      `Il tuo codice per confermare questo indirizzo per il tuo wallet su ${app} è ${code}.`,
    deviceSubject: 'Approva un nuovo browser per il tuo wallet',
    deviceText: (app: string) =>
      `Qualcuno, speriamo tu, ha chiesto di accedere a ${app} con questo indirizzo da un browser mai visto prima.`,
    deviceHow:
      'Per approvare, apri questo link, meglio in un browser in cui usi già questo wallet: consegnerà il wallet e il nuovo browser non avrà bisogno del codice di recupero.',
    deviceNotYou:
      'Il link vale una sola volta, per 10 minuti. Se non eri tu, ignora questa email: senza di esso non succede nulla.',
  },
  ja: {
    thisApp: 'アプリ',
    validity: '1回だけ、10分間有効です。',
    ignore: '心当たりがない場合は、このメールを無視してください。このコードがなければ何も起こりません。',
    loginSubject: (code: string) => `${code} はログインコードです`,
    loginText: (code: string, app: string) => `${app} にログインするためのコードは ${code} です。`,
    primarySubject: (code: string) => `${code} はメールアドレス変更用のコードです`,
    primaryText: (code: string, app: string) =>
      `${app} にログイン中の誰かが、ウォレットを別のメールアドレスに移すよう依頼しました。本人確認のコードは ${code} です。`,
    secondarySubject: (code: string) => `${code} で新しいメールアドレスを確認します`,
    secondaryText: (code: string, app: string) =>
      `${app} のウォレット用にこのアドレスを確認するコードは ${code} です。`,
    deviceSubject: 'ウォレットの新しいブラウザを承認してください',
    deviceText: (app: string) =>
      `誰か（あなたであることを願います）が、これまでに使われていないブラウザで、このアドレスを使って ${app} にログインしようとしています。`,
    deviceHow:
      '承認するには、このリンクを開いてください。すでにこのウォレットを使っているブラウザで開くのがおすすめです。ウォレットが引き渡され、新しいブラウザでは復元コードが不要になります。',
    deviceNotYou:
      'リンクは1回だけ、10分間有効です。心当たりがない場合は、このメールを無視してください。リンクがなければ何も起こりません。',
  },
  ko: {
    thisApp: '앱',
    validity: '한 번만, 10분 동안 사용할 수 있습니다.',
    ignore: '요청하지 않았다면 이 메일을 무시하세요. 이 코드 없이는 아무 일도 일어나지 않습니다.',
    loginSubject: (code: string) => `${code}은(는) 로그인 코드입니다`,
    loginText: (code: string, app: string) => `${app}에 로그인하기 위한 코드는 ${code}입니다.`,
    primarySubject: (code: string) => `${code}은(는) 이메일 변경 코드입니다`,
    primaryText: (code: string, app: string) =>
      `${app}에 로그인한 누군가가 지갑을 다른 이메일 주소로 옮기려고 합니다. 본인 확인 코드는 ${code}입니다.`,
    secondarySubject: (code: string) => `${code}(으)로 새 이메일을 확인합니다`,
    secondaryText: (code: string, app: string) =>
      `${app}의 지갑에 이 주소를 확인하기 위한 코드는 ${code}입니다.`,
    deviceSubject: '지갑의 새 브라우저를 승인하세요',
    deviceText: (app: string) =>
      `누군가(본인이길 바랍니다) 처음 보는 브라우저에서 이 주소로 ${app}에 로그인하려고 합니다.`,
    deviceHow:
      '승인하려면 이 링크를 여세요. 이미 이 지갑을 사용하는 브라우저에서 여는 것이 좋습니다. 그러면 지갑이 전달되어 새 브라우저에 복구 코드가 필요하지 않습니다.',
    deviceNotYou:
      '링크는 한 번만, 10분 동안 사용할 수 있습니다. 본인이 아니라면 이 메일을 무시하세요. 링크 없이는 아무 일도 일어나지 않습니다.',
  },
  nl: {
    thisApp: 'de app',
    validity: 'Hij werkt één keer, 10 minuten lang.',
    ignore: 'Heb je hier niet om gevraagd, negeer deze mail dan: zonder deze code gebeurt er niets.',
    loginSubject: (code: string) => `${code} is je inlogcode`,
    loginText: (code: string, app: string) => `Je code om in te loggen bij ${app} is ${code}.`,
    primarySubject: (code: string) => `${code} is je code om je e-mailadres te wijzigen`,
    primaryText: (code: string, app: string) =>
      `Iemand die is ingelogd bij ${app} vroeg om je wallet naar een ander e-mailadres te verhuizen. Je code om te bevestigen dat jij het bent is ${code}.`,
    secondarySubject: (code: string) => `${code} bevestigt je nieuwe e-mailadres`,
    secondaryText: (code: string, app: string) =>
      `Je code om dit adres te bevestigen voor je wallet bij ${app} is ${code}.`,
    deviceSubject: 'Keur een nieuwe browser goed voor je wallet',
    deviceText: (app: string) =>
      `Iemand, hopelijk jij, vroeg om met dit adres in te loggen bij ${app} in een browser die nog niet eerder is gezien.`,
    deviceHow:
      'Open deze link om goed te keuren, het liefst in een browser waarin je deze wallet al gebruikt: die draagt de wallet dan over en de nieuwe browser heeft geen herstelcode nodig.',
    deviceNotYou:
      'De link werkt één keer, 10 minuten lang. Was jij het niet, negeer deze mail dan: zonder deze link gebeurt er niets.',
  },
  pl: {
    thisApp: 'aplikacji',
    validity: 'Działa jeden raz, przez 10 minut.',
    ignore: 'Jeśli o to nie prosiłeś, zignoruj tę wiadomość: bez niego nic się nie stanie.',
    loginSubject: (code: string) => `${code} to Twój kod logowania`,
    loginText: (code: string, app: string) => `Twój kod do zalogowania się w ${app} to ${code}.`,
    primarySubject: (code: string) => `${code} to Twój kod do zmiany adresu e-mail`,
    primaryText: (code: string, app: string) =>
      `Ktoś zalogowany w ${app} poprosił o przeniesienie Twojego portfela na inny adres e-mail. Twój kod potwierdzający, że to Ty, to ${code}.`,
    secondarySubject: (code: string) => `${code} potwierdza Twój nowy adres e-mail`,
    secondaryText: (code: string, app: string) =>
      `Twój kod do potwierdzenia tego adresu dla Twojego portfela w ${app} to ${code}.`,
    deviceSubject: 'Zatwierdź nową przeglądarkę dla swojego portfela',
    deviceText: (app: string) =>
      `Ktoś, miejmy nadzieję, że Ty, poprosił o zalogowanie się w ${app} tym adresem w przeglądarce, której wcześniej nie widziano.`,
    deviceHow:
      'Aby zatwierdzić, otwórz ten link, najlepiej w przeglądarce, w której już używasz tego portfela: przekaże on portfel, a nowa przeglądarka nie będzie potrzebować kodu odzyskiwania.',
    deviceNotYou:
      'Link działa jeden raz, przez 10 minut. Jeśli to nie Ty, zignoruj tę wiadomość: bez niego nic się nie stanie.',
  },
  pt: {
    thisApp: 'o app',
    validity: 'Ele funciona uma vez, por 10 minutos.',
    ignore: 'Se você não pediu, ignore este e-mail: nada acontece sem ele.',
    loginSubject: (code: string) => `${code} é seu código de login`,
    loginText: (code: string, app: string) => `Seu código para entrar em ${app} é ${code}.`,
    primarySubject: (code: string) => `${code} é seu código para alterar seu e-mail`,
    primaryText: (code: string, app: string) =>
      `Alguém conectado a ${app} pediu para mover sua carteira para outro endereço de e-mail. Seu código para confirmar que é você é ${code}.`,
    secondarySubject: (code: string) => `${code} confirma seu novo e-mail`,
    secondaryText: (code: string, app: string) =>
      `Seu código para confirmar este endereço para sua carteira em ${app} é ${code}.`,
    deviceSubject: 'Aprove um novo navegador para sua carteira',
    deviceText: (app: string) =>
      `Alguém, esperamos que você, pediu para entrar em ${app} com este endereço em um navegador nunca visto antes.`,
    deviceHow:
      'Para aprovar, abra este link, de preferência em um navegador onde você já usa esta carteira: ele entrega a carteira e o novo navegador não precisa de código de recuperação.',
    deviceNotYou:
      'O link funciona uma vez, por 10 minutos. Se não foi você, ignore este e-mail: nada acontece sem ele.',
  },
  ru: {
    thisApp: 'приложение',
    validity: 'Он действует один раз, 10 минут.',
    ignore: 'Если вы его не запрашивали, проигнорируйте это письмо: без него ничего не произойдёт.',
    loginSubject: (code: string) => `${code} — ваш код для входа`,
    loginText: (code: string, app: string) => `Ваш код для входа в ${app}: ${code}.`,
    primarySubject: (code: string) => `${code} — ваш код для смены почты`,
    primaryText: (code: string, app: string) =>
      `Кто-то, вошедший в ${app}, попросил перенести ваш кошелёк на другой адрес почты. Ваш код для подтверждения, что это вы: ${code}.`,
    secondarySubject: (code: string) => `${code} подтверждает вашу новую почту`,
    secondaryText: (code: string, app: string) =>
      `Ваш код для подтверждения этого адреса для кошелька в ${app}: ${code}.`,
    deviceSubject: 'Подтвердите новый браузер для вашего кошелька',
    deviceText: (app: string) =>
      `Кто-то, надеемся, вы, хочет войти в ${app} с этим адресом в браузере, который раньше не встречался.`,
    deviceHow:
      'Чтобы подтвердить, откройте эту ссылку, лучше в браузере, где вы уже пользуетесь этим кошельком: тогда он передаст кошелёк, и новому браузеру не понадобится код восстановления.',
    deviceNotYou:
      'Ссылка действует один раз, 10 минут. Если это были не вы, проигнорируйте это письмо: без неё ничего не произойдёт.',
  },
  th: {
    thisApp: 'แอป',
    validity: 'ใช้ได้ครั้งเดียว ภายใน 10 นาที',
    ignore: 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ หากไม่มีรหัสนี้จะไม่มีอะไรเกิดขึ้น',
    loginSubject: (code: string) => `${code} คือรหัสเข้าสู่ระบบของคุณ`,
    loginText: (code: string, app: string) => `รหัสสำหรับเข้าสู่ระบบ ${app} ของคุณคือ ${code}`,
    primarySubject: (code: string) => `${code} คือรหัสสำหรับเปลี่ยนอีเมลของคุณ`,
    primaryText: (code: string, app: string) =>
      `มีผู้ที่เข้าสู่ระบบ ${app} ขอย้ายกระเป๋าเงินของคุณไปยังอีเมลอื่น รหัสยืนยันว่าเป็นคุณคือ ${code}`,
    secondarySubject: (code: string) => `${code} ยืนยันอีเมลใหม่ของคุณ`,
    secondaryText: (code: string, app: string) => `รหัสสำหรับยืนยันที่อยู่นี้ให้กระเป๋าเงินของคุณบน ${app} คือ ${code}`,
    deviceSubject: 'อนุมัติเบราว์เซอร์ใหม่สำหรับกระเป๋าเงินของคุณ',
    deviceText: (app: string) => `มีคนซึ่งหวังว่าเป็นคุณ ขอเข้าสู่ระบบ ${app} ด้วยที่อยู่นี้จากเบราว์เซอร์ที่ไม่เคยพบมาก่อน`,
    deviceHow:
      'หากต้องการอนุมัติ ให้เปิดลิงก์นี้ โดยควรเปิดในเบราว์เซอร์ที่คุณใช้กระเป๋าเงินนี้อยู่แล้ว ลิงก์จะส่งมอบกระเป๋าเงิน และเบราว์เซอร์ใหม่ไม่ต้องใช้รหัสกู้คืน',
    deviceNotYou: 'ลิงก์ใช้ได้ครั้งเดียว ภายใน 10 นาที หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ หากไม่มีลิงก์นี้จะไม่มีอะไรเกิดขึ้น',
  },
  tr: {
    thisApp: 'uygulama',
    validity: 'Bir kez, 10 dakika boyunca geçerlidir.',
    ignore: 'Bunu siz istemediyseniz bu e-postayı yok sayın: o olmadan hiçbir şey olmaz.',
    loginSubject: (code: string) => `${code} giriş kodunuzdur`,
    loginText: (code: string, app: string) => `${app} uygulamasına giriş kodunuz ${code}.`,
    primarySubject: (code: string) => `${code} e-postanızı değiştirme kodunuzdur`,
    primaryText: (code: string, app: string) =>
      `${app} uygulamasında oturum açmış biri cüzdanınızı başka bir e-posta adresine taşımak istedi. Siz olduğunuzu doğrulama kodunuz ${code}.`,
    secondarySubject: (code: string) => `${code} yeni e-postanızı doğrular`,
    secondaryText: (code: string, app: string) =>
      `${app} üzerindeki cüzdanınız için bu adresi doğrulama kodunuz ${code}.`,
    deviceSubject: 'Cüzdanınız için yeni bir tarayıcıyı onaylayın',
    deviceText: (app: string) =>
      `Biri, umarız sizsiniz, bu adresle ${app} uygulamasına daha önce görülmemiş bir tarayıcıdan giriş yapmak istedi.`,
    deviceHow:
      'Onaylamak için bu bağlantıyı açın, tercihen bu cüzdanı zaten kullandığınız bir tarayıcıda: cüzdanı devreder ve yeni tarayıcının kurtarma koduna ihtiyacı olmaz.',
    deviceNotYou:
      'Bağlantı bir kez, 10 dakika boyunca geçerlidir. Siz değilseniz bu e-postayı yok sayın: o olmadan hiçbir şey olmaz.',
  },
  uk: {
    thisApp: 'застосунок',
    validity: 'Він діє один раз, 10 хвилин.',
    ignore: 'Якщо ви його не запитували, проігноруйте цей лист: без нього нічого не станеться.',
    loginSubject: (code: string) => `${code} — ваш код для входу`,
    loginText: (code: string, app: string) => `Ваш код для входу в ${app}: ${code}.`,
    primarySubject: (code: string) => `${code} — ваш код для зміни пошти`,
    primaryText: (code: string, app: string) =>
      `Хтось, хто увійшов у ${app}, попросив перенести ваш гаманець на іншу адресу пошти. Ваш код для підтвердження, що це ви: ${code}.`,
    secondarySubject: (code: string) => `${code} підтверджує вашу нову пошту`,
    secondaryText: (code: string, app: string) =>
      `Ваш код для підтвердження цієї адреси для гаманця в ${app}: ${code}.`,
    deviceSubject: 'Підтвердьте новий браузер для вашого гаманця',
    deviceText: (app: string) =>
      `Хтось, сподіваємося, ви, хоче увійти в ${app} з цією адресою в браузері, якого раніше не було.`,
    deviceHow:
      'Щоб підтвердити, відкрийте це посилання, краще в браузері, де ви вже користуєтеся цим гаманцем: тоді воно передасть гаманець, і новому браузеру не знадобиться код відновлення.',
    deviceNotYou:
      'Посилання діє один раз, 10 хвилин. Якщо це були не ви, проігноруйте цей лист: без нього нічого не станеться.',
  },
  vi: {
    thisApp: 'ứng dụng',
    validity: 'Mã chỉ dùng được một lần, trong 10 phút.',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: không có mã thì không có gì xảy ra.',
    loginSubject: (code: string) => `${code} là mã đăng nhập của bạn`,
    loginText: (code: string, app: string) => `Mã của bạn để đăng nhập vào ${app} là ${code}.`,
    primarySubject: (code: string) => `${code} là mã để đổi email của bạn`,
    primaryText: (code: string, app: string) =>
      `Ai đó đã đăng nhập vào ${app} yêu cầu chuyển ví của bạn sang một địa chỉ email khác. Mã xác nhận đó là bạn là ${code}.`,
    secondarySubject: (code: string) => `${code} xác nhận email mới của bạn`,
    secondaryText: (code: string, app: string) =>
      `Mã của bạn để xác nhận địa chỉ này cho ví của bạn trên ${app} là ${code}.`,
    deviceSubject: 'Phê duyệt trình duyệt mới cho ví của bạn',
    deviceText: (app: string) =>
      `Ai đó, hy vọng là bạn, đã yêu cầu đăng nhập vào ${app} bằng địa chỉ này trên một trình duyệt chưa từng thấy.`,
    deviceHow:
      'Để phê duyệt, hãy mở liên kết này, tốt nhất trong trình duyệt bạn đã dùng ví này: liên kết sẽ chuyển giao ví và trình duyệt mới không cần mã khôi phục.',
    deviceNotYou:
      'Liên kết chỉ dùng được một lần, trong 10 phút. Nếu đó không phải bạn, hãy bỏ qua thư này: không có liên kết thì không có gì xảy ra.',
  },
  'zh-CN': {
    thisApp: '该应用',
    validity: '验证码仅可使用一次，10 分钟内有效。',
    ignore: '如果不是你本人请求，请忽略此邮件：没有它什么都不会发生。',
    loginSubject: (code: string) => `${code} 是你的登录验证码`,
    loginText: (code: string, app: string) => `你登录 ${app} 的验证码是 ${code}。`,
    primarySubject: (code: string) => `${code} 是你更改邮箱的验证码`,
    primaryText: (code: string, app: string) =>
      `已登录 ${app} 的某人请求将你的钱包转移到另一个邮箱地址。确认是你本人的验证码是 ${code}。`,
    secondarySubject: (code: string) => `${code} 用于确认你的新邮箱`,
    secondaryText: (code: string, app: string) => `你在 ${app} 上为钱包确认此地址的验证码是 ${code}。`,
    deviceSubject: '为你的钱包批准新浏览器',
    deviceText: (app: string) => `有人（希望是你）请求在一个从未见过的浏览器上用此地址登录 ${app}。`,
    deviceHow: '如需批准，请打开此链接，最好在已使用此钱包的浏览器中打开：它会移交钱包，新浏览器无需恢复码。',
    deviceNotYou: '链接仅可使用一次，10 分钟内有效。如果不是你本人，请忽略此邮件：没有它什么都不会发生。',
  },
  'zh-TW': {
    thisApp: '該應用程式',
    validity: '驗證碼僅能使用一次，10 分鐘內有效。',
    ignore: '如果不是你本人要求，請忽略此郵件：沒有它什麼都不會發生。',
    loginSubject: (code: string) => `${code} 是你的登入驗證碼`,
    loginText: (code: string, app: string) => `你登入 ${app} 的驗證碼是 ${code}。`,
    primarySubject: (code: string) => `${code} 是你變更電子郵件的驗證碼`,
    primaryText: (code: string, app: string) =>
      `已登入 ${app} 的某人要求將你的錢包移到另一個電子郵件地址。確認是你本人的驗證碼是 ${code}。`,
    secondarySubject: (code: string) => `${code} 用於確認你的新電子郵件`,
    secondaryText: (code: string, app: string) => `你在 ${app} 上為錢包確認此地址的驗證碼是 ${code}。`,
    deviceSubject: '為你的錢包核准新瀏覽器',
    deviceText: (app: string) => `有人（希望是你）要求在一個從未見過的瀏覽器上以此地址登入 ${app}。`,
    deviceHow:
      '如需核准，請開啟此連結，最好在已使用此錢包的瀏覽器中開啟：它會移交錢包，新瀏覽器不需要復原碼。',
    deviceNotYou: '連結僅能使用一次，10 分鐘內有效。如果不是你本人，請忽略此郵件：沒有它什麼都不會發生。',
  },
}
