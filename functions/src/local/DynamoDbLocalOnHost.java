// Starts Amazon's DynamoDB Local listening on one address only: its command line has no option for
// it, and its Jetty server listens on every interface. This builds the server from the same
// arguments as DynamoDB Local's own main, binds its connector to args[0], and starts it.
// Run as a source file (Java 11+ compiles it on the fly):
//   java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* DynamoDbLocalOnHost.java <host> <DynamoDB Local's options>
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import java.util.Arrays;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

public class DynamoDbLocalOnHost {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(Arrays.copyOfRange(args, 1, args.length));
    Field jetty = DynamoDBProxyServer.class.getDeclaredField("server");
    jetty.setAccessible(true);
    for (Connector connector : ((Server) jetty.get(proxy)).getConnectors()) ((ServerConnector) connector).setHost(args[0]);
    proxy.start();
  }
}
