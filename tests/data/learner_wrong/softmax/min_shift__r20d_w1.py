# MISTAKE: the stabiliser subtracts the MINIMUM of the slice instead of the maximum (in _row),
# so logits spread over ~1000 overflow exp() and give inf/inf = NaN.
import math
import numpy as np


def _row(vals):
    finite = [v for v in vals if v != -math.inf]
    if not finite:
        return [0.0] * len(vals)
    shift = min(finite)
    ex = []
    for v in vals:
        try:
            ex.append(0.0 if v == -math.inf else math.exp(v - shift))
        except OverflowError:
            ex.append(math.inf)
    tot = sum(ex)
    return [e / tot if tot else 0.0 for e in ex]


def softmax(x, axis=-1):
    x = np.asarray(x)
    moved = np.moveaxis(x, axis, -1)
    flat = moved.reshape(-1, moved.shape[-1])
    rows = [_row([float(v) for v in r]) for r in flat]
    out = np.array(rows, dtype=np.float64).reshape(moved.shape)
    return np.moveaxis(out, -1, axis).astype(x.dtype)
