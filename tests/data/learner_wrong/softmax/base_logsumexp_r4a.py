# correct: exp(x - logsumexp(x)) with a guard for all -inf slices
import numpy as np

def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), np.zeros_like(m), m)
    lse = m + np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True))
    with np.errstate(invalid="ignore"):
        out = np.exp(x - lse)
    return np.where(np.isneginf(lse), 0, out).astype(x.dtype)
