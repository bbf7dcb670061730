# MISTAKE: the residual adds the normalised h instead of the original x (returns h + MHA(h)).
import numpy as np


def _layer_norm(x, g, b, eps):
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return g * (x - mean) / np.sqrt(var + eps) + b


def _mha(h, w_q, w_k, w_v, w_o, n_heads, mask):
    B, T, D = h.shape
    dh = D // n_heads
    Q = np.einsum("btd,de->bte", h, w_q).reshape(B, T, n_heads, dh)
    K = np.einsum("btd,de->bte", h, w_k).reshape(B, T, n_heads, dh)
    V = np.einsum("btd,de->bte", h, w_v).reshape(B, T, n_heads, dh)
    S = np.einsum("bqhd,bkhd->bhqk", Q, K) / np.sqrt(dh)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = np.max(S, -1, keepdims=True)
    M = np.where(np.isinf(M), 0, M)
    P = np.exp(S - M)
    Z = P.sum(-1, keepdims=True)
    P = np.where(Z > 0, P / np.where(Z > 0, Z, 1), 0)
    O = np.einsum("bhqk,bkhd->bqhd", P, V).reshape(B, T, D)
    return O @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("num_heads must divide d_model")
    h = _layer_norm(x, gamma, beta, eps)
    return (h + _mha(h, w_q, w_k, w_v, w_o, num_heads, mask)).astype(x.dtype)
