# WRONG: two mistakes: transposes with .T, which reverses ALL axes (fine for 2-D inputs, wrong/raises once there are leading batch/head axes); and dk = dS^T q without the 1/sqrt(d).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / q.shape[-1] ** 0.5
    S = q @ k.T * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    rmax = np.max(S, axis=-1, keepdims=True)
    rmax = np.where(np.isfinite(rmax), rmax, 0.0)
    P = np.exp(S - rmax)
    Z = P.sum(axis=-1, keepdims=True)
    P = np.where(Z > 0, P / np.where(Z > 0, Z, 1.0), 0.0)
    dv = P.T @ grad_out
    dP = grad_out @ v.T
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dq = dS @ k * scale
    dk = dS.T @ q
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
