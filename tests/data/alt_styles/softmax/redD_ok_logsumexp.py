import numpy as np

def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(x.dtype)
    s = np.sum(np.exp(x - m), axis=axis, keepdims=True)
    with np.errstate(divide="ignore"):
        lse = m + np.log(s)
    out = np.exp(x - np.where(np.isfinite(lse), lse, 0).astype(x.dtype))
    out = np.where(np.isfinite(lse), out, 0)
    return out.astype(x.dtype)
