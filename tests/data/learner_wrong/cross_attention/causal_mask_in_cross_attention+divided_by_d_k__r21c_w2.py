# MISTAKE: (1) an extra causal mask (decoder habit) is applied, so target token i cannot see source tokens
#          j > i; (2) the scores are divided by head_dim instead of sqrt(head_dim).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("bad heads")
    H, hd = num_heads, D // num_heads
    Q = (x_dec @ w_q).reshape(B, Td, H, hd)
    K = (x_enc @ w_k).reshape(B, Te, H, hd)
    V = (x_enc @ w_v).reshape(B, Te, H, hd)
    S = np.einsum("bihd,bjhd->bhij", Q, K) / hd
    allowed = np.tril(np.ones((Td, Te), dtype=bool))[None, None]
    if enc_padding_mask is not None:
        allowed = allowed & enc_padding_mask[:, None, None, :]
    S = np.where(allowed, S, -np.inf)
    M = S.max(-1, keepdims=True)
    M = np.where(np.isfinite(M), M, 0)
    E = np.exp(S - M)
    Z = E.sum(-1, keepdims=True)
    P = (E / np.maximum(Z, 1e-300)).astype(x_dec.dtype)
    O = np.einsum("bhij,bjhd->bihd", P, V).reshape(B, Td, D) @ w_o
    return O.astype(x_dec.dtype), P
