// X-Ray tracing (Powertools Tracer). Deployed, every function runs with active tracing: Lambda
// opens a segment per invocation, and `traced` adds a subsegment per route (or socket event, or
// scheduled run) annotated with its name and cold start, so a trace shows which route spent the
// time and where: the AWS SDK clients (DynamoDB, S3, SES, Bedrock, the socket's management API)
// are wrapped with `tracer.captureAWSv3Client`, a subsegment per call.
// Outside Lambda (the local runtime, tests) tracing is off and `traced` only runs the work.
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({ serviceName: 'fitchoice' });

/** Runs `work` in a subsegment `## <name>` annotated with `route`, keeping a thrown error on it. */
export async function traced<T>(name: string, work: () => Promise<T>): Promise<T> {
  const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  if (!parent) return work();
  const subsegment = parent.addNewSubsegment(`## ${name}`);
  tracer.setSegment(subsegment);
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
  tracer.putAnnotation('route', name);
  try {
    return await work();
  } catch (error) {
    tracer.addErrorAsMetadata(error as Error);
    throw error;
  } finally {
    subsegment.close();
    tracer.setSegment(parent);
  }
}
