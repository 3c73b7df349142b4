#!/usr/bin/env python3
"""Holds a benchmark run to Benchmarks/thresholds.json.

USAGE: check_thresholds.py THRESHOLDS RUN_LOG [--readme README]

Reads the Markdown tables run.sh prints (the driver's results table, the project row and
hostile-timing's table), judges every row thresholds.json names, prints each goal with its
value and exits 1 listing the rows that miss (a goal whose suite did not run is listed as not
run, not as a miss). With --readme, the section of README between its results markers is
replaced with this run's machine, tables and verdicts, so the README states what a run measured.
"""

import json
import re
import sys

UNITS = {"ns": 1e-9, "µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}
BEGIN = "<!-- results: written by run.sh --write-readme; do not edit -->"
END = "<!-- end of results -->"


def cells(line):
    """The cells of a Markdown table row; `\\|` is a `|` inside a cell."""
    parts = re.split(r"(?<!\\)\|", line.strip())[1:-1]
    return [part.strip().replace("\\|", "|") for part in parts]


def number(text):
    """The first number in text, commas removed (`1,000×` is 1000)."""
    match = re.search(r"-?[0-9][0-9,]*(?:\.[0-9]+)?", text)
    return float(match.group(0).replace(",", "")) if match else None


def duration(text, unit):
    """The first `<number> <unit>` in text, in `unit`."""
    match = re.search(r"([0-9][0-9,]*(?:\.[0-9]+)?)\s*(ns|µs|us|ms|s)\b", text)
    if not match:
        return None
    return float(match.group(1).replace(",", "")) * UNITS[match.group(2)] / UNITS[unit]


def tables(log):
    """The run's tables as lists of dictionaries from header to cell, with the raw lines."""
    found, current = [], None
    for line in log.splitlines():
        if not line.startswith("|"):
            current = None
            continue
        row = cells(line)
        if current is None:
            current = {"header": row, "rows": [], "lines": [line]}
            found.append(current)
        elif all(re.fullmatch(r":?-+:?", cell) for cell in row):
            current["lines"].append(line)
        else:
            current["rows"].append(dict(zip(current["header"], row)))
            current["lines"].append(line)
    return found


def judge_row(name, goal, row):
    """(value text, whether met) for one results row."""
    kind = goal["of"]
    if kind == "unchanged":
        # `before → after; mapped`: no descriptor left open, no font file mapped.
        values = [int(v) for v in re.findall(r"[0-9]+", row["ScaledFont"])]
        return row["ScaledFont"], len(values) == 3 and values[0] == values[1] and values[2] == 0
    if kind == "ratio":
        value, text = number(row["Ratio"]), row["Ratio"]
    else:
        value = duration(row["ScaledFont"], goal["unit"])
        text = row["ScaledFont"]
    if value is None:
        return text, False
    met = True
    if "max" in goal:
        met = met and value <= goal["max"]
    if "min" in goal:
        met = met and value >= goal["min"]
    if "below" in goal:
        met = met and value < goal["below"]
    return text, met


def limit_text(goal):
    unit = "×" if goal["of"] == "ratio" else " " + goal.get("unit", "")
    for key, sign in (("max", "≤"), ("min", "≥"), ("below", "<")):
        if key in goal:
            return f"{sign} {goal[key]:g}{unit}"
    return "unchanged; 0 mapped"


def main(arguments):
    if len(arguments) not in (2, 4) or (len(arguments) == 4 and arguments[2] != "--readme"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as file:
        thresholds = json.load(file)
    with open(arguments[1], encoding="utf-8") as file:
        log = file.read()
    found = tables(log)
    results = {}
    hostile = None
    for table in found:
        if table["header"][:1] == ["Goal"]:
            for row in table["rows"]:
                results.setdefault(row["Goal"], row)
        elif table["header"][:2] == ["Class", "Input"]:
            hostile = table

    misses, verdicts = [], []
    for name, goal in thresholds["rows"].items():
        row = results.get(name)
        if row is None:
            verdicts.append((name, "not run", limit_text(goal), "–"))
            continue
        text, met = judge_row(name, goal, row)
        verdicts.append((name, text, limit_text(goal), "yes" if met else "**no**"))
        if not met:
            misses.append(f"{name}: {text}, goal {limit_text(goal)} ({goal['why']})")

    limits = {entry["ms"] for entry in thresholds["hostile-timing"]["limits"].values()}
    hostile_summary = None
    if hostile is not None:
        over = 0
        for row in hostile["rows"]:
            limit, maximum = number(row["Limit (ms)"]), number(row["Max (ms)"])
            memory = number(row["RSS limit (MiB)"])
            peak = number(row["Peak RSS (MiB)"])
            name = f"hostile {row['Class']}: {row['Input']} ({row['Command']})"
            if limit not in limits:
                misses.append(f"{name}: limit {limit:g} ms is none of thresholds.json's")
                over += 1
            elif maximum is None or maximum >= limit or (memory is not None and peak >= memory):
                misses.append(f"{name}: {row['Max (ms)']} ms, {row['Peak RSS (MiB)']} MiB")
                over += 1
        hostile_summary = (len(hostile["rows"]), over)
        verdicts.append(
            ("hostile-timing", f"{len(hostile['rows'])} cases, {over} over",
             "each case's limit", "yes" if over == 0 else "**no**"))
    else:
        verdicts.append(("hostile-timing", "not run", "each case's limit", "–"))

    print("| Goal | Value | Limit | Met |")
    print("| --- | --- | --- | --- |")
    for verdict in verdicts:
        print("| " + " | ".join(verdict) + " |")
    if len(arguments) == 4:
        write_readme(arguments[3], log, found, verdicts, hostile_summary, misses)
    if misses:
        print(f"\n{len(misses)} missed:", file=sys.stderr)
        for miss in misses:
            print("  " + miss, file=sys.stderr)
        return 1
    return 0


def write_readme(path, log, found, verdicts, hostile_summary, misses):
    """Replaces the README's results section with this run's."""
    machine = [line for line in log.splitlines()
               if re.match(r"(date|commit|cpu|os|swift|fontconfig|load|options): ", line)]
    parts = [BEGIN, "", "```", *machine, "```", "",
             "| Goal | Value | Limit | Met |", "| --- | --- | --- | --- |"]
    parts += ["| " + " | ".join(verdict) + " |" for verdict in verdicts]
    for table in found:
        if table["header"][:1] == ["Goal"] and table["rows"]:
            parts += ["", "Measured:", "", *table["lines"]]
    if hostile_summary is not None:
        rows, over = hostile_summary
        parts += ["", f"Hostile input: {rows} cases, {over} over their limits. "
                  "`run.sh --only hostile` prints one row per case."]
    if misses:
        parts += ["", "Missed in this run:", ""] + ["- " + miss.replace("|", "\\|") for miss in misses]
    parts += ["", END]
    with open(path, encoding="utf-8") as file:
        text = file.read()
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise SystemExit(f"{path}: no results markers")
    text = text[:start] + "\n".join(parts) + text[end + len(END):]
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
