import numpy as np


def alibi_attention(q, k, v, slopes, window=None):
    q_len, k_len, d_k = q.shape[-2], k.shape[-2], q.shape[-1]
    p = np.arange(q_len)[:, None] + (k_len - q_len)
    j = np.arange(k_len)[None, :]
    allowed = j <= p
    if window is not None:
        allowed = allowed & (j > p - window)
    bias = np.asarray(slopes, dtype=np.float64)[:, None, None] * (j - p)
    scores = (q @ np.swapaxes(k, -1, -2) + bias) / np.sqrt(d_k)  # the bias is divided by sqrt(d_k) too
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    e = np.exp(scores - m)
    w = e / np.sum(e, axis=-1, keepdims=True)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
