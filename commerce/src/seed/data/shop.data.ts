/**
 * What the shop's delivery and payment steps call things, in every language. Vendure's
 * `initialData` takes one name per method; the seed creates the methods with it (their
 * codes come from the English name and are what the storefront and tests use) and then
 * writes these translations.
 */
import type { AllLanguages } from './seed-data.types';

export interface SeedShippingMethod {
  /** Vendure's code, derived from `name.en` by the Populator: never change one without the other. */
  code: string;
  /** Euro cents, tax included. */
  price: number;
  name: AllLanguages;
  description: AllLanguages;
}

/**
 * The delivery of an order of tickets only (ADR 058): not one of the Populator's methods,
 * since it needs its own eligibility checker; created at start when missing
 * (plugins/tickets/e-ticket-delivery.ts). Shown on the confirmation and in the email.
 */
export const eTicketDelivery: Pick<SeedShippingMethod, 'name' | 'description'> = {
  name: {
    bg: 'Електронен билет',
    en: 'E-ticket',
    de: 'E-Ticket',
    es: 'Entrada electrónica',
    fr: 'Billet électronique',
    it: 'Biglietto elettronico',
    pt_BR: 'Ingresso eletrônico',
  },
  description: {
    bg: 'Безплатно. Билетите идват с имейла за потвърждение и са в профила ви; показвате QR кода на входа.',
    en: 'Free. Your tickets come with the confirmation email and wait in your account; show the QR code at the door.',
    de: 'Kostenlos. Ihre Tickets kommen mit der Bestätigungs-E-Mail und liegen in Ihrem Konto; zeigen Sie den QR-Code am Einlass.',
    es: 'Gratis. Sus entradas llegan con el correo de confirmación y están en su cuenta; muestre el código QR en la entrada.',
    fr: 'Gratuit. Vos billets arrivent avec l’e-mail de confirmation et vous attendent dans votre compte ; présentez le code QR à l’entrée.',
    it: 'Gratuito. I biglietti arrivano con l’e-mail di conferma e sono nel vostro account; mostrate il codice QR all’ingresso.',
    pt_BR:
      'Grátis. Seus ingressos chegam com o e-mail de confirmação e ficam na sua conta; mostre o código QR na entrada.',
  },
};

export const shippingMethods: SeedShippingMethod[] = [
  {
    code: 'pick-up-at-the-box-office',
    price: 0,
    name: {
      bg: 'Вземане от касата на театъра',
      en: 'Pick up at the box office',
      de: 'Abholung an der Theaterkasse',
      es: 'Recogida en la taquilla',
      fr: 'Retrait à la billetterie',
      it: 'Ritiro alla biglietteria',
      pt_BR: 'Retirada na bilheteria',
    },
    description: {
      bg: 'Безплатно. Поръчката ви чака на касата на Голямата сцена, ул. „Княз Александър I“ 31, Пловдив, всеки ден от 10:00 до 19:30.',
      en: 'Free. Your order waits for you at the Main Stage box office, 31 Knyaz Aleksandar I St., Plovdiv, daily from 10:00 to 19:30.',
      de: 'Kostenlos. Ihre Bestellung liegt an der Kasse der Großen Bühne bereit, Knyaz-Aleksandar-I-Straße 31, Plovdiv, täglich von 10:00 bis 19:30 Uhr.',
      es: 'Gratis. Su pedido le espera en la taquilla de la Sala Principal, calle Knyaz Aleksandar I, 31, Plovdiv, todos los días de 10:00 a 19:30.',
      fr: 'Gratuit. Votre commande vous attend à la billetterie de la Grande Salle, 31 rue Knyaz Aleksandar I, Plovdiv, tous les jours de 10 h à 19 h 30.',
      it: 'Gratuito. Il vostro ordine vi aspetta alla biglietteria della Sala Grande, via Knyaz Aleksandar I 31, Plovdiv, tutti i giorni dalle 10:00 alle 19:30.',
      pt_BR:
        'Grátis. Seu pedido fica à sua espera na bilheteria do Palco Principal, rua Knyaz Aleksandar I, 31, Plovdiv, todos os dias das 10h às 19h30.',
    },
  },
  {
    code: 'courier-to-an-address',
    price: 490,
    name: {
      bg: 'Куриер до адрес',
      en: 'Courier to an address',
      de: 'Kurierzustellung an eine Adresse',
      es: 'Mensajería a domicilio',
      fr: 'Livraison par coursier à une adresse',
      it: 'Corriere a un indirizzo',
      pt_BR: 'Entrega por transportadora no endereço',
    },
    description: {
      bg: 'Доставка до посочения адрес в рамките на 2–4 работни дни.',
      en: 'Delivered to the address you give within 2–4 working days.',
      de: 'Lieferung an die angegebene Adresse innerhalb von 2–4 Werktagen.',
      es: 'Entrega en la dirección indicada en un plazo de 2 a 4 días laborables.',
      fr: 'Livraison à l’adresse indiquée sous 2 à 4 jours ouvrés.',
      it: 'Consegna all’indirizzo indicato entro 2–4 giorni lavorativi.',
      pt_BR: 'Entrega no endereço informado em 2 a 4 dias úteis.',
    },
  },
  {
    code: 'express-courier',
    price: 990,
    name: {
      bg: 'Експресен куриер',
      en: 'Express courier',
      de: 'Expresskurier',
      es: 'Mensajería urgente',
      fr: 'Coursier express',
      it: 'Corriere espresso',
      pt_BR: 'Entrega expressa',
    },
    description: {
      bg: 'Доставка до посочения адрес на следващия работен ден.',
      en: 'Delivered to the address you give on the next working day.',
      de: 'Lieferung an die angegebene Adresse am nächsten Werktag.',
      es: 'Entrega en la dirección indicada el siguiente día laborable.',
      fr: 'Livraison à l’adresse indiquée le jour ouvré suivant.',
      it: 'Consegna all’indirizzo indicato il giorno lavorativo successivo.',
      pt_BR: 'Entrega no endereço informado no próximo dia útil.',
    },
  },
];

export interface SeedPaymentMethod {
  /** Vendure's code, derived from `name.en` by the Populator. */
  code: string;
  /** The payment method handler's code. */
  handler: string;
  name: AllLanguages;
  description: AllLanguages;
}

export const paymentMethods: SeedPaymentMethod[] = [
  {
    code: 'test-card',
    handler: 'test-card',
    name: {
      bg: 'Тестова карта',
      en: 'Test card',
      de: 'Testkarte',
      es: 'Tarjeta de prueba',
      fr: 'Carte de test',
      it: 'Carta di prova',
      pt_BR: 'Cartão de teste',
    },
    description: {
      bg: 'За изпробване на магазина: плащането се приема на място и не се теглят пари.',
      en: 'For trying out the shop: the payment is settled locally and no money is taken.',
      de: 'Zum Ausprobieren des Shops: Die Zahlung wird lokal abgewickelt, es wird kein Geld abgebucht.',
      es: 'Para probar la tienda: el pago se liquida localmente y no se cobra nada.',
      fr: 'Pour essayer la boutique : le paiement est réglé localement et aucun argent n’est prélevé.',
      it: 'Per provare il negozio: il pagamento viene regolato in locale e non viene addebitato nulla.',
      pt_BR: 'Para experimentar a loja: o pagamento é liquidado localmente e nenhum valor é cobrado.',
    },
  },
];

/**
 * The box office's own payment methods (ADR 061): not the Populator's, since they need
 * their own eligibility checker (counter sales in the Admin API only); created at start
 * when missing (plugins/box-office/ensure-counter-sales.ts). Staff read these names in
 * the Dashboard; shoppers are never offered them.
 */
export const counterPaymentMethods: SeedPaymentMethod[] = [
  {
    code: 'counter-cash',
    handler: 'counter-cash',
    name: {
      bg: 'В брой (каса)',
      en: 'Cash (box office)',
      de: 'Bar (Theaterkasse)',
      es: 'Efectivo (taquilla)',
      fr: 'Espèces (billetterie)',
      it: 'Contanti (biglietteria)',
      pt_BR: 'Dinheiro (bilheteria)',
    },
    description: {
      bg: 'Платено в брой на касата; записва се кой служител го е приел.',
      en: 'Paid in cash at the box office counter; recorded with the staff member who took it.',
      de: 'Bar an der Theaterkasse bezahlt; erfasst mit der Person, die kassiert hat.',
      es: 'Pagado en efectivo en la taquilla; se registra quién lo cobró.',
      fr: 'Payé en espèces à la billetterie ; enregistré avec la personne qui a encaissé.',
      it: 'Pagato in contanti alla biglietteria; registrato con chi ha incassato.',
      pt_BR: 'Pago em dinheiro na bilheteria; registrado com quem recebeu.',
    },
  },
  {
    code: 'counter-card-terminal',
    handler: 'counter-card-terminal',
    name: {
      bg: 'Карта на терминал (каса)',
      en: 'Card terminal (box office)',
      de: 'Kartenterminal (Theaterkasse)',
      es: 'Terminal de tarjeta (taquilla)',
      fr: 'Terminal de paiement (billetterie)',
      it: 'Terminale POS (biglietteria)',
      pt_BR: 'Maquininha de cartão (bilheteria)',
    },
    description: {
      bg: 'Платено с карта на терминала на касата; записва се кой служител го е приел.',
      en: 'Paid by card on the box office terminal; recorded with the staff member who took it.',
      de: 'Mit Karte am Terminal der Theaterkasse bezahlt; erfasst mit der Person, die kassiert hat.',
      es: 'Pagado con tarjeta en el terminal de la taquilla; se registra quién lo cobró.',
      fr: 'Payé par carte au terminal de la billetterie ; enregistré avec la personne qui a encaissé.',
      it: 'Pagato con carta al terminale della biglietteria; registrato con chi ha incassato.',
      pt_BR: 'Pago com cartão na maquininha da bilheteria; registrado com quem recebeu.',
    },
  },
];

/** The countries the shop delivers to (ISO codes), all in one zone. */
export const countryCodes = [
  'BG',
  'AT',
  'BE',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

/** Vendure's zone for them (a name staff read; shoppers never should). */
export const zoneName = 'Europe';

/**
 * Vendure's tax rates, named "<name> <zone>" by the Populator ("Standard VAT Europe").
 * Tax rate names are not translatable: the storefront and the emails name the tax
 * themselves, in the shopper's language.
 */
export const taxRates = [
  { name: 'Standard VAT', percentage: 20 },
  { name: 'Reduced VAT', percentage: 9 },
];
