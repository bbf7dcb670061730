# MISTAKE: dK is computed as dS @ q instead of dS^T @ q (the transpose of dS is missing), so dk is wrong when q_len == k_len and raises a shape error otherwise.
import numpy as np


def _forward_probs(q, k, mask):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    top = np.max(scores, axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0.0, top)
    ex = np.exp(scores - top)
    tot = ex.sum(axis=-1, keepdims=True)
    return np.where(tot > 0, ex / np.where(tot > 0, tot, 1.0), 0.0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = np.sqrt(q.shape[-1])
    P = _forward_probs(q, k, mask)
    dV = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dQ = dS @ k / scale
    dK = dS @ q / scale
    return dQ.astype(q.dtype), dK.astype(k.dtype), dV.astype(v.dtype)
