"""``grade-batch`` outputs on misconceptions: ``misconceptions.csv`` and ``misconceptions.html``.

For every student and misconception: how many of the student's graded submissions revealed it —
a submission whose diagnosis names a mistake that maps to it (``solutions/<id>.yaml``,
``mistakes[].misconceptions``); one per submission, however many of its mistakes map to it.

Columns: every misconception that a known mistake of the pack maps to, in vocabulary order (so a
zero is a real zero: the pack could have seen it). ``misconceptions.html`` is the class summary an
instructor opens in a browser: a heatmap of the same table (students × misconceptions), totals and
the mistakes behind each column — one self-contained file (inline CSS, no script, no link to
anything), so it works offline. Student names and pack text are HTML-escaped.
"""

from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..misconceptions import BY_ID, VOCABULARY
from ..pack import PackError
from .. import detectors as _detectors
from ..reference import load_hidden


@dataclass(frozen=True)
class MisconceptionTable:
    students: list[str]
    columns: list[str]  # misconception ids
    counts: dict[tuple[str, str], int]  # (student, misconception) -> submissions
    behind: dict[str, dict[str, int]]  # misconception -> {"exercise/mistake": submissions}

    def count(self, student: str, mid: str) -> int:
        return self.counts.get((student, mid), 0)

    def total(self, mid: str) -> int:
        return sum(self.count(s, mid) for s in self.students)


def _mistake_map(book: Any) -> dict[tuple[str, str], tuple[str, ...]]:
    out: dict[tuple[str, str], tuple[str, ...]] = {}
    for ex in book.exercises:
        try:
            hidden = load_hidden(book.pack, book.pack.get(ex))
        except (PackError, KeyError):
            continue
        # every name the diagnosis can give here: declared mutations (own and the parts'), legacy
        # mistake files, and the detectors shared by all exercises
        for m in (*hidden.mutations, *hidden.mistakes, *_detectors.ALL):
            spec = getattr(m, "spec", m)
            out.setdefault((ex, m.name), tuple(i for i in spec.misconceptions if i in BY_ID))
    return out


def misconception_table(book: Any) -> MisconceptionTable:
    """The students × misconceptions counts of a :class:`~grader.packs.batch.Gradebook`."""
    mapping = _mistake_map(book)
    counts: dict[tuple[str, str], int] = {}
    behind: dict[str, dict[str, int]] = {}
    for (student, ex), cell in book.cells.items():
        seen: set[str] = set()
        for name in cell.diagnosis:
            for mid in mapping.get((ex, name), ()):
                behind.setdefault(mid, {})
                behind[mid][f"{ex}/{name}"] = behind[mid].get(f"{ex}/{name}", 0) + 1
                seen.add(mid)
        for mid in seen:
            counts[(student, mid)] = counts.get((student, mid), 0) + 1
    used = {m for ids in mapping.values() for m in ids} | {m for _, m in counts}
    columns = [m.id for m in VOCABULARY if m.id in used]
    return MisconceptionTable(list(book.students), columns, counts, behind)


def to_csv(table: MisconceptionTable) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["student"] + table.columns)
    for s in table.students:
        shown = "'" + s if s[:1] in ("=", "+", "-", "@", "\t", "\r") else s  # never a spreadsheet formula
        w.writerow([shown] + [table.count(s, m) for m in table.columns])
    return buf.getvalue()


def _colour(n: int, top: int) -> str:
    """White for 0, then from a light to a deep red as the count approaches the class maximum."""
    if n <= 0 or top <= 0:
        return "#ffffff"
    f = 0.25 + 0.75 * min(1.0, n / top)
    light, deep = (254, 229, 217), (165, 15, 21)
    r, g, b = (round(a + (c - a) * f) for a, c in zip(light, deep))
    return f"#{r:02x}{g:02x}{b:02x}"


_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif;margin:2rem;color:#222}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;font-size:.9rem}
th,td{border:1px solid #ddd;padding:.35rem .55rem;text-align:center}
th.student,td.student{text-align:left;white-space:nowrap}
thead th{background:#f6f6f6;vertical-align:bottom}
thead th span{display:block;font-weight:normal;color:#666;font-size:.75rem}
td.hot{color:#fff;font-weight:600}
tfoot td{background:#f6f6f6;font-weight:600}
.legend span{display:inline-block;width:2.2rem;text-align:center;border:1px solid #ddd;margin-right:.2rem}
ul{line-height:1.5}
"""


def to_html(table: MisconceptionTable, book: Any) -> str:
    """The class summary with its heatmap, as one self-contained HTML page."""
    lang = book.lang
    zh = lang == "zh"
    e = html.escape
    top = max(table.counts.values(), default=0)
    title = f"{'易错概念' if zh else 'Misconceptions'} — {book.pack.manifest.title.get(lang)}"
    out = ["<!DOCTYPE html>", f'<html lang="{"zh-CN" if zh else "en"}"><head><meta charset="utf-8">',
           f"<title>{e(title)}</title><style>{_CSS}</style></head><body>", f"<h1>{e(title)}</h1>",
           f"<p>{e(book.pack.id)} {e(book.pack.manifest.version)} · "
           + (f"{len(table.students)} 名学生 × {len(table.columns)} 个易错概念。每格：该学生有多少份提交暴露了这个概念。"
              if zh else f"{len(table.students)} students × {len(table.columns)} misconceptions. "
              "Each cell: how many of the student's submissions revealed it.") + "</p>"]
    if not table.columns:
        out.append(f"<p>{'这个题包的错误没有标注易错概念。' if zh else 'No known mistake of this pack names a misconception.'}</p>")
    else:
        out.append('<table><thead><tr><th class="student">' + ("学生" if zh else "student") + "</th>")
        for m in table.columns:
            out.append(f'<th title="{e(BY_ID[m].about(lang))}">{e(BY_ID[m].title(lang))}<span>{e(m)}</span></th>')
        out.append("</tr></thead><tbody>")
        for s in table.students:
            out.append(f'<tr><td class="student">{e(s)}</td>')
            for m in table.columns:
                n = table.count(s, m)
                hot = " hot" if top and n / top > 0.5 else ""
                out.append(f'<td class="cell{hot}" style="background:{_colour(n, top)}">{n if n else ""}</td>')
            out.append("</tr>")
        out.append('</tbody><tfoot><tr><td class="student">' + ("合计" if zh else "total") + "</td>")
        out += [f"<td>{table.total(m)}</td>" for m in table.columns]
        out.append("</tr></tfoot></table>")
        out.append('<p class="legend">' + ("颜色：" if zh else "Colour: ")
                   + "".join(f'<span style="background:{_colour(n, top)};color:{"#fff" if top and n / top > .5 else "#222"}">{n}</span>'
                             for n in sorted({0, 1, max(1, top // 2), top}) if n <= max(top, 1)) + "</p>")
        out.append(f"<h2>{'每个概念背后的错误' if zh else 'The mistakes behind each misconception'}</h2><ul>")
        for m in sorted(table.columns, key=lambda m: (-table.total(m), table.columns.index(m))):
            if not table.total(m):
                continue
            parts = ", ".join(f"<code>{e(k)}</code> ×{n}" for k, n in
                              sorted(table.behind.get(m, {}).items(), key=lambda kv: (-kv[1], kv[0])))
            out.append(f"<li><b>{e(BY_ID[m].title(lang))}</b> ({table.total(m)}): {e(BY_ID[m].about(lang))} — {parts}</li>")
        out.append("</ul>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def write_misconceptions(book: Any, out: Path) -> list[Path]:
    """Write ``misconceptions.csv`` and ``misconceptions.html`` into ``out``; returns their paths."""
    table = misconception_table(book)
    files = []
    for name, text in (("misconceptions.csv", to_csv(table)), ("misconceptions.html", to_html(table, book))):
        path = Path(out) / name
        path.write_text(text, encoding="utf-8", errors="surrogateescape", newline="\n")
        files.append(path)
    return files


__all__ = ["MisconceptionTable", "misconception_table", "to_csv", "to_html", "write_misconceptions"]
