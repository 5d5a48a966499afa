// Which two deployments to set side by side, where an evaluation ran on more than two: a plain GET.
import { Button } from "../ui/button.tsx";
import { Label, Select } from "../ui/input.tsx";

export function CompareForm({
  deployments,
  baseline,
  candidate,
}: {
  deployments: string[];
  baseline: string | null;
  candidate: string | null;
}) {
  const choice = (name: "baseline" | "candidate", value: string | null) => (
    <Label>
      {name === "baseline" ? "Baseline" : "Candidate"}
      <Select name={name} defaultValue={value ?? undefined}>
        {deployments.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </Select>
    </Label>
  );
  return (
    <form method="get" aria-label="Deployments to compare" className="flex flex-wrap items-end gap-3">
      {choice("baseline", baseline)}
      {choice("candidate", candidate)}
      <Button type="submit">Compare</Button>
    </form>
  );
}
