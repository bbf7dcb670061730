# MISTAKE: missing guard: an all -inf slice gives NaN (max is -inf, -inf - -inf = nan), no fully-masked handling.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    xm = np.moveaxis(x, axis, -1)
    rows = xm.reshape(-1, xm.shape[-1])
    out_rows = []
    for r in rows:
        m = r.max()
        ex = np.exp(r - m)
        out_rows.append(ex / ex.sum())
    out = np.array(out_rows, dtype=x.dtype).reshape(xm.shape)
    return np.moveaxis(out, -1, axis)
