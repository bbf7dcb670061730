# Wrong (two mistakes): plain max-shifted softmax with no guard, so a source that is all padding gives NaN weights and output instead of zeros; and `/ np.sqrt(head_dim)` (a float64 scalar) promotes float32 inputs to float64 outputs.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("bad num_heads")
    head_dim = D // num_heads
    q = (x_dec @ w_q).reshape(B, Td, num_heads, head_dim).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(B, Te, num_heads, head_dim).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(B, Te, num_heads, head_dim).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(head_dim)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    w = e / e.sum(axis=-1, keepdims=True)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(B, Td, D) @ w_o
    return out, w
