// A bar re-reading thread (bar-reread-pool.ts): verovio started with the thread, then each job
// answered with its own parsed scores and engravings.
import { serveTasks } from "../workers/serve.ts";
import { answerBarReread, type BarRereadAnswer, type BarRereadJob } from "./bar-reread-job.ts";
import { loadVerovio } from "./verovio.ts";

void loadVerovio();
serveTasks<BarRereadJob, BarRereadAnswer>(answerBarReread);
