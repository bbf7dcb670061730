# MISTAKE: (1) the row sum in dS is taken without keepdims (sum(dP * P, -1) of shape (..., q_len)), so it broadcasts along the KEY axis instead of per query row (silently wrong when q_len == k_len);
# (2) masked scores get a finite -1e9 with no fully-masked-row guard, so a fully masked row becomes uniform weights and gradient flows through it.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = q.shape[-1] ** -0.5
    kT = np.swapaxes(k, -1, -2)
    s = (q @ kT) * scale
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(axis=-1, keepdims=True)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, -1))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ q * scale
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
