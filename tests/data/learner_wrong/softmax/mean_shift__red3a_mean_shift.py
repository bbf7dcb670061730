# mistake: subtracts the mean instead of the max (still overflows when a row spans a wide range)
import numpy as np


def softmax(x, axis=-1):
    fin = np.where(np.isfinite(x), x, np.nan)
    with np.errstate(all="ignore"):
        c = np.nanmean(fin, axis=axis, keepdims=True)
    c = np.nan_to_num(c)
    e = np.exp(x - c)
    s = e.sum(axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
