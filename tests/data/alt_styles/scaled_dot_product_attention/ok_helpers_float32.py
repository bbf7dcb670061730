import numpy as np


def _softmax(x):
    finite_max = np.max(x, axis=-1, keepdims=True)
    finite_max[~np.isfinite(finite_max)] = 0
    ex = np.exp(x - finite_max)
    total = np.sum(ex, axis=-1, keepdims=True)
    total[total == 0] = 1
    return ex / total


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    scale = dt.type(1.0 / np.sqrt(q.shape[-1]))
    scores = np.matmul(q, np.swapaxes(k, -2, -1)) * scale
    if mask is not None:
        full = np.broadcast_to(mask, scores.shape)
        scores = scores.copy() if scores.shape == full.shape else np.broadcast_to(scores, full.shape).copy()
        scores[~full] = -np.inf
    w = _softmax(scores).astype(dt, copy=False)
    return (w @ v).astype(dt, copy=False), w
