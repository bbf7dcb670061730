# MISTAKE: (1) the residual adds the normalised h instead of the original x; (2) the LayerNorm uses the unbiased variance (np.var ddof=1).
import numpy as np

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    h = gamma * (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, ddof=1, keepdims=True) + eps) + beta
    Q = (h @ w_q).reshape(B, T, num_heads, hd)
    K = (h @ w_k).reshape(B, T, num_heads, hd)
    V = (h @ w_v).reshape(B, T, num_heads, hd)
    S = np.einsum('bqhd,bkhd->bhqk', Q, K) / np.sqrt(hd)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    M = S.max(-1, keepdims=True); M = np.where(np.isfinite(M), M, 0)
    P = np.exp(S - M); Z = P.sum(-1, keepdims=True); P = P / np.where(Z > 0, Z, 1)
    O = np.einsum('bhqk,bkhd->bqhd', P, V).reshape(B, T, D)
    return (h + O @ w_o).astype(x.dtype)
