// `npm run vapid-keys -w @fitchoice/functions`: prints a new Web Push key pair as the JSON the
// deployed stage's VAPID secret holds ({"publicKey", "privateKey"}; infra/README.md, vapidSecretName).
import { generateVapidKeys } from '../src/push/web-push';

console.log(JSON.stringify(generateVapidKeys()));
