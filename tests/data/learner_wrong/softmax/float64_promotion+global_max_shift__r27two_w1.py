# MISTAKE: the maximum is taken over the whole array instead of along `axis`, so a slice far below the global max underflows to all zeros (then 0/0 gives NaN or zeros instead of a proper distribution).
# MISTAKE: the input is converted to float64 and never cast back, so a float32 input returns float64.
import numpy as np


def softmax(x, axis=-1):
    z = np.array(x, dtype=np.float64)
    finite = z[np.isfinite(z)]
    shift = finite.max() if finite.size else 0.0
    ez = np.exp(z - shift)
    denom = ez.sum(axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = ez / denom
    return np.where(denom > 0, p, 0.0)
