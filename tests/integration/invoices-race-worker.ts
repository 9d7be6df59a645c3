// One "app process" of the invoice numbering race: on the given PostgreSQL database, completes each
// pending order of the list the way fulfilment does (a conditional UPDATE decides who completes it,
// then its invoice in the same transaction), in its own shuffled order, four at a time; prints how
// many invoices it issued. Started twice at once by tests/integration/invoices-race.test.ts.
import { openDatabase } from "@/server/db/open";
import { issueInvoice } from "@/server/services/invoices/invoices";

const [url, startAt, list] = process.argv.slice(2);
const open = await openDatabase({ kind: "postgres", url: url!, poolSize: 4 });
const ids = list!.split(",").sort(() => Math.random() - 0.5);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));

let issued = 0;
async function lane() {
  for (let id = ids.pop(); id; id = ids.pop()) {
    await open.db.$transaction(async (tx) => {
      const completed = await tx.order.updateMany({
        where: { id, status: "pending" },
        data: { status: "completed", completedAt: new Date() },
      });
      if (completed.count === 1) {
        await issueInvoice(tx, id);
        issued += 1;
      }
    });
  }
}
await Promise.all([lane(), lane(), lane(), lane()]);
console.log(`issued ${issued}`);
await open.close();
