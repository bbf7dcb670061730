# WRONG: splits heads with reshape(batch, heads, seq, head_dim) directly (no (batch, seq, heads, head_dim) + transpose) and merges back with the inverse reshape, so heads mix tokens and features; masking, scale, dtype are right.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    Q = (x_dec @ w_q).reshape(B, num_heads, Td, hd)
    K = (x_enc @ w_k).reshape(B, num_heads, Te, hd)
    V = (x_enc @ w_v).reshape(B, num_heads, Te, hd)
    S = Q @ K.swapaxes(-1, -2) / np.sqrt(hd).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        S = np.where(enc_padding_mask[:, None, None, :], S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0, mx)
    P = np.exp(S - mx)
    den = P.sum(-1, keepdims=True)
    P = np.where(den > 0, P / np.where(den > 0, den, 1), 0).astype(x_dec.dtype)
    out = (P @ V).reshape(B, Td, D) @ w_o
    return out, P
