# MISTAKE: Transposes the keys with k.T, which reverses the batch/head axes too for inputs with more than two dimensions.
# MISTAKE: Masked scores get the finite fill -1e9 instead of -inf, so a fully masked query row gets uniform weights and the average of v instead of zeros.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    d_k = q.shape[-1]
    scores = (q @ k.T) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    w = np.exp(scores)
    w = (w / np.sum(w, axis=-1, keepdims=True)).astype(q.dtype, copy=False)
    return (w @ v).astype(q.dtype, copy=False), w
