// The handlers' structured logger (CloudWatch JSON in Lambda, stdout locally).
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'fitchoice' });
