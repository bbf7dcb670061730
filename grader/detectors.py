"""Named mistakes no mutation of a reference can express, read off the submission's own behaviour.

Every exercise gets them (they need no pack material):

- ``modified_input``: the submission wrote into an array it was given;
- ``weights_normalised_over_queries``: a ``weights`` output whose columns sum to 1 (softmax over
  the query axis) while its rows do not;
- ``causal_leak``: changing future keys/values changed an earlier query's output (the causal
  prefix property failed);
- ``returned_views``: outputs that share memory with an input where the exercise asks for new arrays;
- ``float64_demoted``: a float64 input came back float32 (or float16) and the case failed;
- ``values_misplaced``: an output holds exactly the expected numbers in other places (an axis-order
  mistake: a transpose over the wrong axes, a reshape in the wrong order);
- ``right_values_wrong_shape``: the expected numbers in the expected order, in another shape (an axis of
  size 1 kept or dropped, axes merged by a reshape);
- ``output_scaled``: an output is the expected one times a constant (the factor named when an axis size,
  or a change of logarithm base, gives it);
- ``wrong_exception_type`` / ``accepts_invalid_input``: on invalid inputs, another exception than the
  documented one, or values returned instead of an exception;
- ``raises_on_valid_input``: an exception on valid inputs where the reference returns values, named only
  with the kind of input (shown in a public case) that separates exactly the cases that raised;
- ``returned_none_output``: an output is None where an array is due (an optional argument left out);
- ``state_between_calls``: wrong values nothing else explains that are right when the case runs alone in a
  fresh child (a cache keyed by part of the inputs, a mutable default that grows);
- ``finite_fill_instead_of_neg_inf``: every output right but the expected −∞ entries, which hold large
  finite negative numbers (a fill of −1e18 that no declared constant matches);
- ``float64_promotion``: a float32 input came back float64. The operation that promoted it is
  located by re-running the submission on that (public) case with tracing (:mod:`grader.trace`):
  the first numpy operation that turned float32 operands into a float64 result is named.

A detector names a mistake only on failing cases no mutation explained and, like a mutation, only
when it covers a real share of the failures. Facts about the code rather than coincidences of values
need no share: an input written into (on every case, always reported), an output sharing an input's
memory (beside a named mistake too), an output that is None, another exception or none on an invalid
input.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from .diagnose import Finding, Observed, _share
from .runner import Limits


@dataclass(frozen=True)
class Detector:
    name: str
    misconceptions: tuple[str, ...]
    en: str
    zh: str


MODIFIED_INPUT = Detector(
    "modified_input", ("input_mutation",),
    "Your function wrote into an array it was given (an in-place operation such as `x -= x.max()`, "
    "`x[...] = ...` or `np.exp(x, out=x)`). The caller's data is changed behind its back; work on a copy "
    "or write new arrays.",
    "你的函数写入了传给它的数组（原地操作，例如 `x -= x.max()`、`x[...] = ...` 或 `np.exp(x, out=x)`）。"
    "调用方的数据被悄悄改掉了；请在副本上计算，或生成新的数组。")
STATE = Detector(
    "state_between_calls", ("input_mutation",),
    "Your function gave other results on a case after earlier calls than on the same case run alone: it "
    "keeps something from one call to the next — a cache keyed by only part of its inputs (a RoPE table "
    "keyed by the sequence length, not by the positions), a module-level or default mutable argument that "
    "grows, an lru_cache. A function of its arguments must depend on nothing else: key a cache by everything "
    "the result depends on, or do not cache.",
    "你的函数在之前调用过之后，对某个用例给出的结果与单独运行该用例时不同：它在调用之间保留了某些东西——只按部分输入"
    "作键的缓存（按序列长度而不是按位置缓存的 RoPE 表）、会不断增长的模块级变量或可变默认参数、lru_cache。一个关于其参数的"
    "函数不能依赖任何别的东西：缓存的键要包含结果所依赖的一切，或者干脆不缓存。")
QUERY_AXIS = Detector(
    "weights_normalised_over_queries", ("softmax_axis",),
    "Your attention weights sum to 1 down each column (over the queries) instead of along each row "
    "(over the keys): the softmax ran over axis -2. Each query distributes its attention over the keys: "
    "normalise over the last axis.",
    "你的注意力权重是每一列（在查询上）求和为 1，而不是每一行（在键上）：softmax 用在了 axis -2 上。"
    "每个查询把注意力分配给各个键：应在最后一个轴上归一化。")
CAUSAL_LEAK = Detector(
    "causal_leak", ("causal_alignment", "mask_polarity"),
    "Changing the keys and values of a later position changed the output of an earlier query: your "
    "attention lets a query see the future. Every query may only attend to keys at its own position or "
    "before (bottom-right aligned when q_len != k_len).",
    "改变后面位置的键和值，前面查询的输出也跟着变了：你的注意力让查询看到了未来。每个查询只能关注"
    "自己位置及之前的键（q_len != k_len 时右下对齐）。")
FLOAT64 = Detector(
    "float64_promotion", ("dtype_discipline",),
    "A float32 input came back as float64: somewhere the computation went to float64, by an explicit cast "
    "(np.asarray(x, dtype=float), .astype(np.float64)) or by an operation that mixed a float32 array with a "
    "float64 value (a NumPy float64 scalar such as np.sqrt(d_k) or np.float64(...), or a default-dtype array "
    "from np.zeros/np.ones/np.array), which NumPy promotes.{where} Keep the computation in the input's dtype "
    "(a Python float, or .astype(x.dtype)), or cast the result back.",
    "float32 的输入返回成了 float64：计算在某处变成了 float64，要么是显式转换（np.asarray(x, dtype=float)、"
    ".astype(np.float64)），要么是某个运算把 float32 数组和 float64 值（NumPy 的 float64 标量，例如 np.sqrt(d_k) "
    "或 np.float64(...)，或 np.zeros/np.ones/np.array 生成的默认 dtype 数组）混在一起，NumPy 会提升结果的精度。"
    "{where_zh}请让计算保持输入的 dtype（用 Python float，或 .astype(x.dtype)），或者把结果转换回来。")

FLOAT32_DEMOTION = Detector(
    "float64_demoted", ("dtype_discipline",),
    "A result due in float64 came back in a lower precision (float32 or float16): the computation cast to a "
    "smaller dtype (an explicit .astype(np.float32), a dtype=np.float32 table, or arrays created as "
    "float32) and about half of the digits were lost. Keep float64 where it is due: a float64 input gives "
    "a float64 output, and so does a table the docstring gives as float64.",
    "本应是 float64 的结果以更低的精度（float32 或 float16）返回：计算中转换成了更小的 dtype（显式的 "
    ".astype(np.float32)、dtype=np.float32 的表，或一开始就建成 float32 的数组），丢掉了大约一半的有效数字。"
    "在应当是 float64 的地方保持 float64：float64 的输入得到 float64 的输出，文档字符串规定为 float64 的表也一样。")

RETURNED_VIEWS = Detector(
    "returned_views", ("input_mutation",),
    "Your outputs share memory with an input: the input itself returned (np.asarray of an array is that "
    "array), or a view of it (slicing, reshape and transpose return views of the array they came from), "
    "so writing into a returned array would change the caller's input (and the other outputs). The "
    "exercise asks for new arrays: finish with .copy() (np.ascontiguousarray returns its input itself when "
    "that is already contiguous).",
    "你的输出和某个输入共享内存：要么直接返回了输入本身（对数组调用 np.asarray 得到的就是它自己），要么返回了"
    "它的视图（切片、reshape 和 transpose 返回的是原数组的视图），往返回的数组里写入会改掉调用方的输入（以及"
    "其他输出）。本题要求返回新的数组：最后用 .copy()（输入本来就连续时，np.ascontiguousarray 返回的就是输入"
    "本身）。")

MISPLACED = Detector(
    "values_misplaced", ("head_layout", "shapes_broadcasting"),
    "Your output holds exactly the expected numbers, but in the wrong places: the computation is right and "
    "the layout is not. That is an axis-order mistake: a transpose or swapaxes over the wrong axes, a "
    "reshape that splits or merges axes in the wrong order (reshape keeps the memory order; only a "
    "transpose moves an axis), or rows and columns exchanged. Write down the shape after every step.",
    "你的输出里恰好是期望的那些数，但位置不对：计算是对的，布局错了。这是轴顺序的错误：transpose 或 "
    "swapaxes 换错了轴，reshape 拆分或合并轴的顺序不对（reshape 保持内存顺序，只有 transpose 才会移动轴），"
    "或者行和列互换了。把每一步之后的形状写下来。")

RESHAPED = Detector(
    "right_values_wrong_shape", ("shapes_broadcasting",),
    "Your numbers are right, and in the right order, but the array has another shape: an axis of size 1 "
    "kept (keepdims=True, x[:, None], a (n, 1) column) or one dropped (squeeze), or axes merged or split by "
    "a reshape (batch and tokens flattened together). Return exactly the shape the docstring gives.",
    "你的数值是对的，顺序也对，但数组的形状不同：多保留了一个长度为 1 的轴（keepdims=True、x[:, None]、"
    "(n, 1) 的列），或者少了一个轴（squeeze），或者 reshape 合并或拆开了轴（把批次和 token 压平在一起）。"
    "请严格返回文档字符串给出的形状。")

WRONG_EXCEPTION = Detector(
    "wrong_exception_type", ("shapes_broadcasting",),
    "On invalid inputs your function raised, but not the exception the docstring's Raises section asks for: "
    "an `assert` gives AssertionError, indexing an axis that is not there gives IndexError, a failed "
    "reshape or matmul its own error. Check the inputs first and raise the documented exception yourself "
    "(`raise ValueError(...)`).",
    "在无效输入上你的函数确实抛出了异常，但不是文档字符串 Raises 部分要求的那种：`assert` 抛出 AssertionError，"
    "访问不存在的轴抛出 IndexError，失败的 reshape 或矩阵乘法抛出它们自己的错误。请先检查输入，再亲自抛出文档"
    "规定的异常（`raise ValueError(...)`）。")

NO_VALIDATION = Detector(
    "accepts_invalid_input", ("shapes_broadcasting",),
    "Your function returned values for inputs the docstring says are invalid (its Raises section): a check "
    "is missing or too weak, so an invalid input (sizes that do not match, or a size or argument outside "
    "its allowed range) gives a meaningless result instead of being refused. Check every size and argument "
    "the docstring ties together or bounds, and raise the documented exception.",
    "对文档字符串（Raises 部分）规定为无效的输入，你的函数却返回了结果：缺少检查或检查太弱，于是无效的输入（彼此不匹配"
    "的尺寸，或超出允许范围的尺寸或参数）得到了毫无意义的结果，而不是被拒绝。把文档中要求相互一致或限定范围的每个尺寸和"
    "参数都检查一遍，并抛出文档规定的异常。")

RAISES_ON_VALID = Detector(
    "raises_on_valid_input", ("shapes_broadcasting",),
    "Your function raised an exception on inputs the prompt allows, where the reference returns values"
    "{where}. Check every shape and argument the docstring lists: a shape check that is too strict, an "
    "einsum or reshape written for one rank only, or an optional argument (None) used as an array.",
    "你的函数在题目允许的输入上抛出了异常，而参考实现在这些输入上会正常返回{where_zh}。对照文档字符串里列出的"
    "每一种形状和参数检查一遍：形状检查过严、只为某一种维数写的 einsum 或 reshape，或者把可选参数（None）"
    "当成数组使用。")

OWN_CHECK_TOO_STRICT = Detector(
    "own_check_refuses_valid_input", ("shapes_broadcasting",),
    "A check of your own (a `raise` in your code) rejected inputs the prompt allows, where the reference "
    "returns values. Compare each condition you test with the docstring: a divisibility or size test "
    "turned around, the wrong argument's width checked, an equality where broadcasting is allowed, or one "
    "rank required where several are valid.",
    "你自己写的检查（代码里的一个 `raise`）拒绝了题目允许的输入，而参考实现在这些输入上会正常返回。把你检查的"
    "每个条件和文档字符串对照一遍：整除或大小的判断写反了、检查了另一个参数的宽度、在允许广播的地方要求相等，"
    "或者在允许多种维数的地方只接受一种。")

SCALED = Detector(
    "output_scaled", ("scaling",),
    "Your output is the right one multiplied by a constant factor{where}: a scale where none belongs, a "
    "scale applied twice, or the wrong one (1/d_k instead of 1/√d_k, √d_model instead of √head_dim, a "
    "factor dropped from a gradient). Find the step where the factor enters and check it against the "
    "formula.",
    "你的输出是正确结果乘上了一个常数因子{where_zh}：在不该缩放的地方做了缩放、缩放了两次，或者用错了因子"
    "（用 1/d_k 代替 1/√d_k，用 √d_model 代替 √head_dim，梯度里漏掉了一个因子）。找到这个因子进入计算的那一步，"
    "对照公式检查。")

NONE_OUTPUT = Detector(
    "returned_none_output", ("shapes_broadcasting",),
    "Some of your outputs are None where the docstring asks for an array{where}. An optional argument "
    "left out still has a documented result (no bias is a zero bias, for instance): return an array of the "
    "documented shape and dtype every time, so callers can use the outputs without testing for None.",
    "你的部分输出是 None，而文档字符串要求的是数组{where_zh}。可选参数没有传入时，结果同样有文档规定（例如没有偏置"
    "就是零偏置）：每次都返回文档规定形状和 dtype 的数组，这样调用方使用输出时不必先判断是否为 None。")

FINITE_FILL = Detector(
    "finite_fill_instead_of_neg_inf", ("mask_polarity", "fully_masked_rows"),
    "Where the answer is −∞ (a masked score) your output holds a large finite negative number instead (−1e9, "
    "−1e18, np.finfo(dtype).min, …); everything else is right. A finite fill gives a masked key a tiny weight "
    "that is not 0, can overflow in half precision, and makes a fully masked row average every key instead "
    "of giving zeros. Use -np.inf.",
    "在答案为 −∞（被遮挡的打分）的位置，你的输出是一个很大的有限负数（−1e9、−1e18、np.finfo(dtype).min 等），"
    "其余都是对的。有限的填充值会让被遮挡的键得到一个很小但不为 0 的权重，在半精度下可能溢出，还会让完全被遮挡的行"
    "对所有键取平均，而不是得到 0。请用 -np.inf。")

ALL: tuple[Detector, ...] = (MODIFIED_INPUT, QUERY_AXIS, CAUSAL_LEAK, FLOAT64, FLOAT32_DEMOTION, RETURNED_VIEWS,
                             MISPLACED, RESHAPED, RAISES_ON_VALID, OWN_CHECK_TOO_STRICT, SCALED, WRONG_EXCEPTION, NO_VALIDATION,
                             NONE_OUTPUT, FINITE_FILL, STATE)


class Rerun:
    """What re-running the submission needs (to trace a promotion, or to run one case alone in a fresh
    child); runs only when asked."""

    def __init__(self, source: bytes, exercise, names: list[str], limits: Limits, launcher=None,
                 tolerance: dict | None = None):
        self.source, self.exercise, self.names, self.limits, self.launcher = source, exercise, names, limits, launcher
        self.tolerance = tolerance

    def passes_alone(self, pc) -> bool:
        """The submission passes this case when it is the first and only call of a fresh child."""
        if self.tolerance is None or pc.expected is None:
            return False
        try:
            from .run import run_case
            from .runner import Session

            ex = self.exercise
            with Session(self.source, ex.function, limits=self.limits, banned=tuple(ex.meta.banned),
                         launcher=self.launcher) as session:
                verdict, _ = run_case(session, pc, self.names, list(ex.meta.outputs), self.tolerance, self.limits,
                                      ex.function)
            return verdict.passed
        except Exception:  # a courtesy like the trace: it never breaks a report
            return False

    def promotion(self, case) -> tuple[str, int | None] | None:
        """(operation, line) of the first float32 -> float64 promotion on this public case, if found."""
        try:
            from .trace import locate_promotion
        except ImportError:
            return None
        try:
            return locate_promotion(self.source, self.exercise, case, self.names, self.limits, self.launcher)
        except Exception:  # tracing is a courtesy: it never breaks a report
            return None


def _as_float32(case):
    """The case with its float arrays cast to float32 (None: it has none)."""
    import dataclasses

    if not any(isinstance(v, np.ndarray) and v.dtype.kind == "f" for v in case.args.values()):
        return None
    args = {k: (v.astype(np.float32) if isinstance(v, np.ndarray) and v.dtype.kind == "f" else v)
            for k, v in case.args.items()}
    return dataclasses.replace(case, args=args)


def _finding(d: Detector, cases: Sequence[str], **fmt: str) -> Finding:
    en, zh = d.en, d.zh
    if "{where}" in en or "{where_zh}" in zh:
        en = en.replace("{where}", fmt.get("where", ""))
        zh = zh.replace("{where_zh}", fmt.get("where_zh", ""))
    return Finding(name=d.name, cases=tuple(cases), messages={"en": en, "zh": zh},
                   misconceptions=d.misconceptions, keys=(f"detector:{d.name}",), kind="detector")


def _demoted(ob: Observed) -> bool:
    """A float output the reference gives in float64 came back in a smaller float dtype."""
    actual, expected = ob.verdict.actual, ob.pc.expected
    if actual is None or expected is None:
        return False
    return any(np.asarray(e).dtype == np.float64 and np.asarray(a).dtype.kind == "f"
               and np.asarray(a).dtype.itemsize < 8 for a, e in zip(actual, expected))


def _over_queries(w: np.ndarray) -> bool:
    """Columns sum to 1 over the query axis (for every key) while rows do not."""
    if w.ndim < 2 or w.shape[-2] < 2 or w.dtype.kind != "f" or not np.isfinite(w).all():
        return False
    w = w.astype(np.float64)
    cols = w.sum(axis=-2)
    rows = w.sum(axis=-1)
    return bool(np.allclose(cols, 1.0, atol=1e-5) and not np.allclose(rows, 1.0, atol=1e-5))


def _wider(ob: Observed) -> bool:
    """A float output wider than float32 (float16 on a float32 case is no promotion)."""
    return any(np.asarray(a).dtype.kind == "f" and np.asarray(a).dtype.itemsize > 4 for a in ob.verdict.actual or ())


def _systematic(promoted: Sequence[Observed], observed: Sequence[Observed]) -> bool:
    """Every float32 case that returned arrays came back float64: a float64 constant, array or cast on
    the code's path, not a coincidence of values."""
    returned = [ob for ob in observed if ob.pc.case.input_dtype == "float32" and ob.verdict.actual is not None]
    names = {ob.name for ob in promoted}
    return bool(returned) and all(ob.name in names for ob in returned)


def _all_float32(case) -> bool:
    """Every float array the case passes is float32 (no float64 input the result could take its dtype from)."""
    floats = [v for v in case.args.values() if isinstance(v, np.ndarray) and v.dtype.kind == "f"]
    return bool(floats) and all(v.dtype == np.float32 for v in floats)


def _permuted(actual, expected) -> bool:
    """The same float numbers as expected, arranged differently (in another order or another shape of the
    same size). Only where the expected numbers are nearly all distinct, so that their arrangement says
    something (a row of zeros or a repeated value proves nothing)."""
    try:
        a, e = np.asarray(actual), np.asarray(expected)
    except Exception:
        return False
    if a.size != e.size or e.size < 2 or e.dtype.kind != "f" or a.dtype.kind != "f":
        return False
    a64, e64 = a.astype(np.float64).ravel(), e.astype(np.float64).ravel()
    if not (np.isfinite(a64).all() and np.isfinite(e64).all()):
        return False
    scale = float(np.abs(e64).max()) or 1.0
    if len(np.unique(np.round(e64 / scale, 6))) < 0.9 * e64.size:
        return False
    if np.allclose(a64, e64, rtol=1e-5, atol=1e-8 * scale):
        return False  # the same numbers in the same order: at most the shape differs (_reshaped)
    return bool(np.allclose(np.sort(a64), np.sort(e64), rtol=1e-5, atol=1e-8 * scale))


def _reshaped(ob: Observed) -> bool:
    """Every output has the expected numbers in the expected (flat) order, and some has another shape."""
    actual, expected = ob.verdict.actual, ob.pc.expected
    if actual is None or expected is None or len(actual) != len(expected):
        return False
    other = False
    for a, e in zip(actual, expected):
        try:
            a, e = np.asarray(a), np.asarray(e)
            if a.size != e.size or a.dtype.kind not in "biuf" or e.dtype.kind not in "biuf":
                return False
            if a.dtype == np.bool_ or e.dtype == np.bool_:
                same = a.dtype == e.dtype and np.array_equal(a.ravel(), e.ravel())
            else:
                same = np.allclose(a.astype(np.float64).ravel(), e.astype(np.float64).ravel(), rtol=1e-5,
                                   atol=1e-8, equal_nan=True)
        except Exception:
            return False
        if not same:
            return False
        other = other or a.shape != e.shape
    return other


def _right(actual, expected) -> bool:
    """An output equal to the expected one (bools exactly, numbers within a tight tolerance, NaN == NaN)."""
    try:
        a, e = np.asarray(actual), np.asarray(expected)
        if a.shape != e.shape:
            return False
        if e.dtype == np.bool_:
            return bool(np.array_equal(a, e))
        return bool(np.allclose(a.astype(np.float64), e.astype(np.float64), rtol=1e-5, atol=1e-8, equal_nan=True))
    except Exception:
        return False


def _finite_fill(ob: Observed) -> bool:
    """Every output right, but for the expected −∞ entries (there are some), which hold finite numbers
    far below the rest (≤ −1e3)."""
    actual, expected = ob.verdict.actual, ob.pc.expected
    if actual is None or expected is None or len(actual) != len(expected):
        return False
    filled = False
    for a, e in zip(actual, expected):
        try:
            a, e = np.asarray(a, dtype=np.float64), np.asarray(e, dtype=np.float64)
        except (TypeError, ValueError):
            return False
        if a.shape != e.shape:
            return False
        neg = np.isneginf(e)
        if neg.any():
            if not (np.isfinite(a[neg]).all() and (a[neg] <= -1e3).all()):
                return False
            filled = True
        if not _right(np.where(neg, 0.0, a), np.where(neg, 0.0, e)):
            return False
    return filled


def _misplaced(ob: Observed) -> bool:
    """Some output is a rearrangement of the expected one, and every other output is right or rearranged."""
    actual, expected = ob.verdict.actual, ob.pc.expected
    if actual is None or expected is None or len(actual) != len(expected):
        return False
    moved = 0  # elements in rearranged outputs: at least 4, so that two swapped numbers are not enough
    for a, e in zip(actual, expected):
        if _permuted(a, e):
            moved += np.asarray(e).size
            continue
        if not _right(a, e):
            return False
    return moved >= 4


def _factor(actual, expected) -> float | None:
    """c where ``actual`` = c * ``expected`` (c not 1, not 0) everywhere, else None."""
    try:
        a, e = np.asarray(actual), np.asarray(expected)
    except Exception:
        return None
    if a.shape != e.shape or e.size < 2 or e.dtype.kind != "f" or a.dtype.kind != "f":
        return None
    a64, e64 = a.astype(np.float64).ravel(), e.astype(np.float64).ravel()
    if not (np.isfinite(a64).all() and np.isfinite(e64).all()):
        return None
    ee = float(e64 @ e64)
    if ee == 0.0 or np.count_nonzero(np.abs(e64) > 1e-12 * np.sqrt(ee)) < 2:
        return None
    c = float(a64 @ e64) / ee
    if abs(c - 1.0) < 1e-3 or abs(c) < 1e-6:
        return None
    return c if np.allclose(a64, c * e64, rtol=1e-5, atol=1e-9 * np.sqrt(ee / e64.size)) else None


def _scaled(ob: Observed) -> list[float] | None:
    """The factors of the outputs that are a constant multiple of the expected ones (every other output
    right), or None."""
    actual, expected = ob.verdict.actual, ob.pc.expected
    if actual is None or expected is None or len(actual) != len(expected):
        return None
    factors = []
    for a, e in zip(actual, expected):
        c = _factor(a, e)
        if c is not None:
            factors.append(c)
            continue
        if not _right(a, e):
            return None
    return factors or None


def _factor_phrase(scaled: Sequence[tuple[Observed, list[float]]]) -> tuple[str, str]:
    """(en, zh) naming the factor, when on every case one power of one input's axis size gives it:
    1/√n, 1/n, √n or n with n the size of the same axis of the same argument on every case."""
    forms = (("1/√", lambda n: n ** -0.5), ("1/", lambda n: 1.0 / n), ("√", lambda n: n ** 0.5), ("", float))
    every = [c for _, cs in scaled for c in cs]
    if all(abs(c + 1.0) <= 1e-4 for c in every):
        return (" (−1: the sign is flipped, a difference or a product taken the wrong way round)",
                "（−1：符号反了，某个差或乘积的方向弄反了）")
    for c0, en, zh in ((1 / np.log(2), "1/ln 2: a logarithm in base 2 where the natural log is due",
                        "1/ln 2：该用自然对数的地方用了以 2 为底的对数"),
                       (np.log(2), "ln 2: a natural logarithm where base 2 is due", "ln 2：该用以 2 为底的对数的地方用了自然对数"),
                       (1 / np.log(10), "1/ln 10: a logarithm in base 10 where the natural log is due",
                        "1/ln 10：该用自然对数的地方用了以 10 为底的对数")):
        if all(abs(c - c0) <= 1e-4 * c0 for c in every):
            return f" ({en})", f"（{zh}）"
    first = scaled[0][0].pc.case
    for arg, v in first.args.items():
        if not isinstance(v, np.ndarray) or v.dtype.kind != "f":
            continue
        for axis in range(-v.ndim, 0):
            for label, f in forms:
                def fits(ob, cs):
                    x = ob.pc.case.args.get(arg)
                    if not isinstance(x, np.ndarray) or x.ndim < -axis or x.shape[axis] < 2:
                        return False
                    return all(abs(c - f(x.shape[axis])) <= 1e-4 * abs(c) for c in cs)
                if all(fits(ob, cs) for ob, cs in scaled):
                    en = f"the last axis of `{arg}`" if axis == -1 else f"axis {axis} of `{arg}`"
                    zh = f"`{arg}` 最后一个轴" if axis == -1 else f"`{arg}` 第 {axis} 轴"
                    return f" ({label}n, n = the size of {en})", f"（{label}n，n 为{zh}的长度）"
    return "", ""


def _raised_on_valid(ob: Observed) -> bool:
    beh = ob.behaviour()
    return (ob.pc.case.raises is None and beh is not None and beh[0] == "raised"
            and beh[1][0] != "NotImplementedError")


def _input_feature(raised: set[str], observed: Sequence[Observed]) -> tuple[str, str]:
    """(en, zh) naming the kind of input on which the submission raised, when one kind separates exactly
    the valid cases that raised from those that did not — an optional argument left out (None), or an
    array of one rank — and that kind of input is also in a public case (so nothing about the hidden
    inputs is told that the public ones do not show)."""
    valid = [ob for ob in observed if ob.pc.case.raises is None]
    features: list[tuple[str, str, Callable]] = []
    names = list(dict.fromkeys(arg for ob in valid for arg in ob.pc.case.args))
    for arg in names:  # an optional argument left out (its default) or passed as None
        features.append((f" — every case where `{arg}` is None or left out",
                         f"——凡是 `{arg}` 为 None 或未传入的用例都是如此",
                         lambda c, a=arg: c.args.get(a) is None))
    ranks = sorted({(arg, v.ndim) for ob in valid for arg, v in ob.pc.case.args.items() if isinstance(v, np.ndarray)})
    for arg, k in ranks:
        features.append((f" — every case where `{arg}` is {k}-D", f"——凡是 `{arg}` 为 {k} 维的用例都是如此",
                         lambda c, a=arg, k=k: isinstance(c.args.get(a), np.ndarray) and c.args[a].ndim == k))
        features.append((f" — every case where `{arg}` is not {k}-D", f"——凡是 `{arg}` 不是 {k} 维的用例都是如此",
                         lambda c, a=arg, k=k: isinstance(c.args.get(a), np.ndarray) and c.args[a].ndim != k))
    for en, zh, has in features:
        with_it = {ob.name for ob in valid if has(ob.pc.case)}
        if with_it == raised and any(has(ob.pc.case) for ob in valid if not ob.pc.case.hidden):
            return en, zh
    return "", ""


def detect(exercise, observed: Sequence[Observed], covered: set[str], rerun: Rerun | None = None,
           dtype_slips: frozenset[str] = frozenset()) -> list[Finding]:
    """Detector findings for the failing cases (``covered``: already explained by a mutation;
    ``dtype_slips``: explained cases whose float dtype the explaining mutation does not give)."""
    failing = [ob for ob in observed if not ob.passed]
    out: list[Finding] = []
    modified = [ob.name for ob in observed if ob.outcome is not None and ob.outcome.inputs_modified]
    if modified and any(not ob.passed for ob in observed):
        out.append(_finding(MODIFIED_INPUT, modified))
    open_ = [ob for ob in failing if ob.name not in covered]
    outputs = list(exercise.meta.outputs)
    if "weights" in outputs:
        i = outputs.index("weights")
        hits = [ob.name for ob in open_ if ob.verdict.actual is not None and len(ob.verdict.actual) > i
                and _over_queries(np.asarray(ob.verdict.actual[i]))]
        if hits and _share(len(hits), len(failing)):
            out.append(_finding(QUERY_AXIS, hits))
    leaks = [ob.name for ob in open_ if ob.verdict.key == "prop_causal"]
    if leaks and _share(len(leaks), len(failing)):
        out.append(_finding(CAUSAL_LEAK, leaks))
    # an output sharing memory with an input is a fact the check saw, not a coincidence of values: no share.
    # It is one beside a named mistake too: a case failed on its values shows it where the prompt asks for
    # new arrays (strided rows returned as views are two mistakes)
    views = [ob.name for ob in failing
             if ob.verdict.key in ("outputs_share_input", "outputs_share_input_hidden")
             or (ob.outcome is not None and ob.outcome.outputs_share and "new_arrays" in ob.pc.case.properties
                 and not ob.outcome.inputs_modified)]  # an input written into and returned: modified_input
    if views:
        out.append(_finding(RETURNED_VIEWS, views))
    # an output that is None where an array is due is a fact about the code too: no share
    nones = {ob.name for ob in open_ if ob.verdict.key in ("not_array", "not_array_hidden") and ob.outcome is not None
             and any(isinstance(x, dict) and x.get("kind") == "none" for x in ob.outcome.outputs)}
    if nones:
        en, zh = _input_feature(nones, observed)
        out.append(_finding(NONE_OUTPUT, [ob.name for ob in open_ if ob.name in nones], where=en, where_zh=zh))
    filled = [ob.name for ob in open_ if _finite_fill(ob)]
    if filled and _share(len(filled), len(failing)):
        out.append(_finding(FINITE_FILL, filled))
    moved = [ob.name for ob in open_ if _misplaced(ob)]
    if moved and _share(len(moved), len(failing)):
        out.append(_finding(MISPLACED, moved))
    reshaped = [ob.name for ob in open_ if _reshaped(ob)]
    if reshaped and _share(len(reshaped), len(failing)):
        out.append(_finding(RESHAPED, reshaped))
    scaled = [(ob, cs) for ob in open_ for cs in [_scaled(ob)] if cs]
    if scaled and _share(len(scaled), len(failing)):
        en, zh = _factor_phrase(scaled)
        out.append(_finding(SCALED, [ob.name for ob, _ in scaled], where=en, where_zh=zh))
    # on an invalid input, another exception or none at all is a fact about the code, not a coincidence of
    # values: it needs no share of the failures, and it stands beside a named mistake whose mutant raises
    # there as it should (a bias never checked, beside a weight left untransposed)
    wrong_type = [ob.name for ob in open_ if ob.verdict.key in ("wrong_exception", "wrong_exception_hidden")]
    if wrong_type:
        out.append(_finding(WRONG_EXCEPTION, wrong_type))
    unchecked = [ob.name for ob in open_ if ob.verdict.key == "no_exception"]
    if unchecked:
        out.append(_finding(NO_VALIDATION, unchecked))
    raised = [ob for ob in open_ if _raised_on_valid(ob)]
    returned = any(ob.pc.case.raises is None and (ob.behaviour() or ("",))[0] != "raised" for ob in observed)
    # only where no mutation explains anything: beside a named mistake, raising on other valid inputs is most
    # likely that mistake failing at another point of the code (keys projected from x_q meet a mask sized for
    # x_kv), a symptom rather than a second mistake
    if raised and returned and not covered and _share(len(raised), len(failing)):
        every = {ob.name for ob in observed if _raised_on_valid(ob)}
        en, zh = _input_feature(every, observed)
        if en:  # without a kind of input that tells the raising cases apart, "it raised" names no mistake
            out.append(_finding(RAISES_ON_VALID, [ob.name for ob in raised], where=en, where_zh=zh))
        elif all(ob.explicit_raise for ob in observed if _raised_on_valid(ob)):
            # ... unless every such raise is the submission's own `raise` statement: a check of its own that
            # refuses valid inputs is a fact about the code, whatever inputs it happens to refuse
            out.append(_finding(OWN_CHECK_TOO_STRICT, [ob.name for ob in raised]))
    # a dtype slip on top of a mutation's values is its own mistake
    open_dtype = open_ + [ob for ob in failing if ob.name in covered and ob.name in dtype_slips]
    demoted = [ob.name for ob in open_dtype if ob.pc.case.input_dtype == "float64" and _demoted(ob)]
    # like a promotion below: a smaller float dtype on a case nothing else explains is a fact about the code
    if demoted and (_share(len(demoted), len(failing)) or any(name not in covered for name in demoted)):
        out.append(_finding(FLOAT32_DEMOTION, demoted))
    # the comparator reports a shape before a dtype: on a case a mutation explains, a float32 case whose
    # outputs came back wider than that mutant's own run is a promotion even where the shape failed first
    promoted = [ob for ob in open_dtype if _wider(ob) and (ob.verdict.key == "wrong_float_dtype" or (
        ob.name in dtype_slips and ob.pc.case.input_dtype == "float32"))]
    # a float64 output where nothing else went wrong (no mutation explains the case) is a fact about the
    # code, however few such cases there are. Beside a named mistake's values it must be systematic (every
    # float32 case) or a real share of the failures, as the mutant may simply not model the dtype (a learner's
    # mistake that returns a float64 input's dtype, where the reference first casts it) — or come from a case
    # whose float inputs are all float32, where only the code itself can have widened it (a bias cast to
    # float64 shows only on the float32 cases that have a bias)
    # (not a case that mixes float32 with float64 inputs beside a named mistake: the mistake may have taken
    # the float64 input's dtype with it, an update returned in place of the sum)
    open_promoted = [ob for ob in promoted if ob.name not in covered]
    if promoted and (open_promoted or _share(len(promoted), len(failing)) or _systematic(promoted, observed)
                     or any(_all_float32(ob.pc.case) for ob in promoted)):
        where = where_zh = ""
        if rerun is not None:
            # traced on a public case only (its inputs are shown anyway): a failing one, else a public
            # case with its float inputs cast to float32 — never on hidden inputs
            tries = [(ob.name, ob.pc.case) for ob in promoted if not ob.pc.case.hidden]
            tries += [(ob.name, _as_float32(ob.pc.case)) for ob in observed if not ob.pc.case.hidden]
            for name, case in tries[:3]:
                if case is None:
                    continue
                found = rerun.promotion(case)
                if found:
                    op, line = found
                    at = f" (line {line})" if line else ""
                    at_zh = f"（第 {line} 行）" if line else ""
                    where = f" Re-run on the public case {name} in float32, the first float64 result came from `{op}`{at}."
                    where_zh = f"在 float32 下重跑公开用例 {name}，第一个 float64 结果来自 `{op}`{at_zh}。"
                    break
        out.append(_finding(FLOAT64, [ob.name for ob in promoted], where=where, where_zh=where_zh))
    # wrong values that nothing explains, right when the case runs alone in a fresh child: the function keeps
    # state between calls. A fact about the code (no share), tried on at most STATE_TRIES cases
    told = covered | {c for f in out for c in f.cases}
    still = [ob for ob in open_ if ob.name not in told and ob.verdict.actual is not None]
    if rerun is not None and still:
        alone = []
        for ob in still[:STATE_TRIES]:
            if not rerun.passes_alone(ob.pc):
                break  # wrong alone too: whatever the mistake is, it is not state (one child, most of the time)
            alone.append(ob.name)
        if alone:
            out.append(_finding(STATE, alone))
    return out


STATE_TRIES = 3  # fresh children started to test for state kept between calls


__all__ = ["ALL", "Detector", "Rerun", "detect"]
