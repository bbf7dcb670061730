# SOURCE: https://github.com/paiml/aprender/pull/2152
# MISTAKE: The `axis` argument is accepted but ignored: the max, exp and sum are always taken over the last axis, so softmax(x, axis=0) (or any axis other than -1) normalises the wrong axis.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=-1, keepdims=True)
    out = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    return out.astype(x.dtype)
