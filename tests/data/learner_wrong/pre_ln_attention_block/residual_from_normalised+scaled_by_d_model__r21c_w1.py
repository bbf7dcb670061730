# MISTAKE: (1) the residual adds the normalised h instead of the original x (h + MHA(h));
#          (2) the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("bad heads")
    hd = D // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta
    Q = np.einsum("btd,de->bte", h, w_q).reshape(B, T, num_heads, hd)
    K = np.einsum("btd,de->bte", h, w_k).reshape(B, T, num_heads, hd)
    V = np.einsum("btd,de->bte", h, w_v).reshape(B, T, num_heads, hd)
    S = np.einsum("bihd,bjhd->bhij", Q, K) / (D ** 0.5)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = S.max(-1, keepdims=True)
    M = np.where(np.isinf(M), 0, M)
    P = np.exp(S - M)
    Z = P.sum(-1, keepdims=True)
    P = np.where(Z > 0, P / np.where(Z > 0, Z, 1), 0)
    ctx = np.einsum("bhij,bjhd->bihd", P, V).reshape(B, T, D)
    return (h + ctx @ w_o).astype(x.dtype)
