# mistake: computes in float64 via log-sum-exp and never casts back (float32 in -> float64 out); otherwise right
import numpy as np


def softmax(x, axis=-1):
    z = np.asarray(x, dtype=np.float64)
    m = np.max(z, axis=axis, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    with np.errstate(divide="ignore"):
        lse = m + np.log(np.sum(np.exp(z - m), axis=axis, keepdims=True))
    out = np.exp(z - lse)
    out[np.isnan(out)] = 0.0
    return out
