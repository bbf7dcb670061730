# MISTAKE: the softmax normalises over axis 2 (the query axis, MATLAB "columns") instead of the last axis (keys), so the weights' columns, not rows, sum to 1.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    [B, Lq, D] = x_q.shape
    Lk = x_kv.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    h = num_heads
    dh = D // h
    Q = (x_q @ w_q).reshape(B, Lq, h, dh).transpose(0, 2, 1, 3)
    K = (x_kv @ w_k).reshape(B, Lk, h, dh).transpose(0, 2, 1, 3)
    V = (x_kv @ w_v).reshape(B, Lk, h, dh).transpose(0, 2, 1, 3)
    S = Q @ K.transpose(0, 1, 3, 2) * x_q.dtype.type(1 / np.sqrt(dh))
    if mask is not None:
        S[~np.broadcast_to(mask, S.shape)] = -np.inf
    dim = 2                                   # sum(E, dim)
    M = S.max(axis=dim, keepdims=True)
    M[np.isneginf(M)] = 0
    E = np.exp(S - M)
    Z = E.sum(axis=dim, keepdims=True)
    W = np.where(Z > 0, E / np.where(Z > 0, Z, 1), 0).astype(S.dtype)
    O = (W @ V).transpose(0, 2, 1, 3).reshape(B, Lq, D)
    return O @ w_o, W
