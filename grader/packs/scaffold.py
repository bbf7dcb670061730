"""``new``: a pack with one exercise and one quiz question that validates as it is.

The scaffold is a small, complete example to edit: manifest, stub, learner metadata with public
cases, prompts in English and Chinese, reference, hidden cases, three known mistakes (declared as
mutations of the reference: what a learner writes instead at one point of it), a quiz
question (learner file) and its answer key (hidden). ``python -m grader validate PACK_DIR`` passes
on it unchanged; the tests check that.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..schema import ID_PATTERN


class ScaffoldError(Exception):
    pass


PACK_YAML = """\
# The manifest. Exercises are graded and shown in this order; quiz lists files in quiz/.
# Print the whole schema with: python -m grader schema
id: __PACK_ID__
title:
  en: My attention pack
  zh: 我的注意力题包
version: 0.1.0
authors:
- Your Name
languages:
- en
- zh
# The description is for students: it opens the README of the released copy.
# Edit the pack, then check it with: python -m grader validate PACK_DIR
description:
  en: The first step of attention — scaled scores between queries and keys — and one quiz question.
  zh: 注意力的第一步——查询与键之间的缩放打分——外加一道测验题。
exercises:
- attention_scores
quiz:
- basics.yaml
"""

STUB = '''\
import numpy as np


def attention_scores(q, k):
    """Scaled attention scores.

    Args:
        q: float array (..., q_len, d_k), the queries.
        k: float array (..., k_len, d_k), the keys.

    Returns:
        float array (..., q_len, k_len): q @ kᵀ / sqrt(d_k), same float dtype as q.

    Source: Vaswani et al. 2017, eq. 1.
    """
    raise NotImplementedError
'''

EXERCISE_YAML = """\
# Learner-visible: shown in the app and copied into the released student pack.
id: attention_scores
function: attention_scores
title: {en: "Scaled attention scores", zh: "缩放后的注意力打分"}
summary:
  en: "How well does each query match each key? Dot products, scaled by 1/sqrt(d_k)."
  zh: "每个查询与每个键有多匹配？点积，再乘以 1/sqrt(d_k)。"
difficulty: easy
tags: [scores, scaling]
outputs: [scores]
time_limit_s: 2.0
hints:
  - {en: "Transpose only the last two axes of k: np.swapaxes(k, -1, -2).", zh: "只转置 k 的最后两个轴：np.swapaxes(k, -1, -2)。"}
  - {en: "d_k is the last axis of q.", zh: "d_k 是 q 的最后一个轴。"}
public_cases:
  - name: two_by_two
    visibility: public
    description: {en: "d_k = 4, so the dot products are halved.", zh: "d_k = 4，所以点积要除以 2。"}
    args:
      q: {kind: array, value: [[1.0, 0.0, 1.0, 0.0], [0.0, 2.0, 0.0, 0.0]]}
      k: {kind: array, value: [[1.0, 1.0, 1.0, 1.0], [0.0, 1.0, 0.0, -1.0]]}
  - name: one_query_three_keys
    visibility: public
    args:
      q: {kind: array, value: [[3.0, 1.0]]}
      k: {kind: array, value: [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]}
"""

PROMPT_EN = """\
# Scaled attention scores

The first step of attention compares every query with every key:

$$\\mathrm{scores} = \\frac{QK^\\top}{\\sqrt{d_k}}$$

Write `attention_scores(q, k)` for `q (..., q_len, d_k)` and `k (..., k_len, d_k)`; return `(..., q_len, k_len)`.
Dividing by $\\sqrt{d_k}$ keeps the scores' variance near 1, so the softmax that follows does not saturate.

```python
>>> attention_scores(np.array([[3.0, 1.0]]), np.array([[1.0, 0.0], [0.0, 1.0]]))
array([[2.12132034, 0.70710678]])
```
"""

PROMPT_ZH = """\
# 缩放后的注意力打分

注意力的第一步是把每个查询与每个键进行比较：

$$\\mathrm{scores} = \\frac{QK^\\top}{\\sqrt{d_k}}$$

实现 `attention_scores(q, k)`，其中 `q (..., q_len, d_k)`、`k (..., k_len, d_k)`；返回 `(..., q_len, k_len)`。
除以 $\\sqrt{d_k}$ 让打分的方差保持在 1 左右，后面的 softmax 就不会饱和。

```python
>>> attention_scores(np.array([[3.0, 1.0]]), np.array([[1.0, 0.0], [0.0, 1.0]]))
array([[2.12132034, 0.70710678]])
```
"""

REFERENCE = '''\
"""Reference: scaled dot-product scores, q @ kᵀ / sqrt(d_k) (Vaswani et al. 2017, eq. 1)."""

import numpy as np


def attention_scores(q, k):
    """(..., q_len, k_len) scores, same float dtype as q."""
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)  # (..., q_len, k_len)
    return scores.astype(q.dtype, copy=False)
'''

HIDDEN_YAML = """\
# Hidden: never shown to learners, never copied into a released pack.
explanation:
  en: "Scores are dot products divided by sqrt(d_k); only the last two axes of k are swapped."
  zh: "打分是点积再除以 sqrt(d_k)；只交换 k 的最后两个轴。"
# Known mistakes: each is a mutation of the reference (solutions/attention_scores.py). Every edit's
# `find` must occur exactly once in the reference; `replace` is what a learner writes instead. A family
# lists `params` and uses {name} in its edits (one variant per value). Misconception ids: see
# `python -m grader schema` or docs/packs.md.
mistakes:
  - name: forgot_scaling
    misconceptions: [scaling]
    message:
      en: "Your scores are not divided by sqrt(d_k). Without it large d_k makes the softmax saturate."
      zh: "你的打分没有除以 sqrt(d_k)。没有它，d_k 很大时 softmax 会饱和。"
    edits:
      - find: "scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)"
        replace: "scores = q @ np.swapaxes(k, -1, -2)"
  - name: wrong_divisor
    misconceptions: [scaling]
    message:
      en: "You divided the scores by {divisor} instead of sqrt(d_k)."
      zh: "你把打分除以了 {divisor}，而不是 sqrt(d_k)。"
    params: {divisor: ["d_k", "d_k ** 0.25"]}
    edits:
      - find: "np.sqrt(d_k)"
        replace: "{divisor}"
  - name: transposed_all_axes
    misconceptions: [shapes_broadcasting]
    message:
      en: "You transposed every axis of k (k.T). With batch or head axes only the last two may be swapped."
      zh: "你转置了 k 的所有轴（k.T）。有 batch 或头的轴时，只能交换最后两个轴。"
    edits:
      - find: "np.swapaxes(k, -1, -2)"
        replace: "k.T"
cases:
  - name: random_2d
    args:
      q: {kind: random, shape: [4, 8]}
      k: {kind: random, shape: [6, 8]}
  - name: batch_heads
    args:
      q: {kind: random, shape: [2, 3, 5, 16]}
      k: {kind: random, shape: [2, 3, 7, 16]}
  - name: float32
    args:
      q: {kind: random, shape: [3, 4], dtype: float32}
      k: {kind: random, shape: [2, 4], dtype: float32}
  - name: large_d_k
    args:
      q: {kind: random, shape: [2, 256]}
      k: {kind: random, shape: [3, 256]}
"""

QUIZ = """\
# Learner-visible quiz questions: no answers here (they are in solutions/quiz/basics.yaml).
id: basics
title: {en: "Basics", zh: "基础"}
questions:
  - id: why_scale
    kind: single_choice
    topic: scaling
    difficulty: easy
    prompt:
      en: "Why are the attention scores divided by sqrt(d_k)?"
      zh: "为什么注意力打分要除以 sqrt(d_k)？"
    choices:
      - {id: variance, text: {en: "To keep their variance near 1, so the softmax does not saturate", zh: "让方差保持在 1 左右，避免 softmax 饱和"}}
      - {id: speed, text: {en: "To make the matrix product faster", zh: "为了让矩阵乘法更快"}}
      - {id: normalise, text: {en: "So that each row sums to 1", zh: "让每一行之和为 1"}}
"""

QUIZ_KEYS = """\
# Hidden answer keys of quiz/basics.yaml.
answers:
  why_scale:
    kind: single_choice
    correct: variance
    explanation:
      en: "A dot product of d_k unit-variance terms has variance d_k; dividing by sqrt(d_k) brings it back to 1."
      zh: "d_k 个方差为 1 的项之和的方差为 d_k；除以 sqrt(d_k) 把它拉回到 1。"
"""


def pack_id_from(name: str) -> str:
    pid = re.sub(r"[^a-z0-9_]+", "_", name.lower()).strip("_")
    if not pid or not pid[0].isalpha():
        pid = f"pack_{pid}" if pid else "my_pack"
    return pid


def scaffold_pack(pack_dir: str | Path, pack_id: str | None = None) -> Path:
    """Create the pack folder; refuse to touch a folder that exists and is not empty."""
    root = Path(pack_dir).resolve()
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise ScaffoldError(f"{root} exists and is not empty; choose a new folder")
    pid = pack_id or pack_id_from(root.name)
    if not re.match(ID_PATTERN, pid):
        raise ScaffoldError(f"pack id {pid!r} must match {ID_PATTERN} (lowercase letters, digits, _)")
    files = {
        "pack.yaml": PACK_YAML.replace("__PACK_ID__", pid),
        "exercises/attention_scores.py": STUB,
        "exercises/attention_scores.yaml": EXERCISE_YAML,
        "exercises/prompts/attention_scores.en.md": PROMPT_EN,
        "exercises/prompts/attention_scores.zh.md": PROMPT_ZH,
        "solutions/attention_scores.py": REFERENCE,
        "solutions/attention_scores.yaml": HIDDEN_YAML,
        "quiz/basics.yaml": QUIZ,
        "solutions/quiz/basics.yaml": QUIZ_KEYS,
    }
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


__all__ = ["scaffold_pack", "ScaffoldError", "pack_id_from"]
