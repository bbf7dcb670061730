# WRONG: two mistakes: ignores `axis` (always normalises the last axis) and returns float64 for float32 input (Python-float loops into np.array).
import math
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    rows = x.reshape(-1, x.shape[-1])
    out = []
    for row in rows:
        finite = [float(v) for v in row if v != -math.inf]
        if not finite:
            out.append([0.0] * len(row))
            continue
        m = max(finite)
        ex = [math.exp(float(v) - m) if v != -math.inf else 0.0 for v in row]
        tot = sum(ex)
        out.append([v / tot for v in ex])
    return np.array(out).reshape(x.shape)
