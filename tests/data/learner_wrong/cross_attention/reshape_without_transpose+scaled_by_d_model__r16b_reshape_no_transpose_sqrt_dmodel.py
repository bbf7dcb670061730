# wrong: two mistakes - heads split by a bare reshape (batch, seq, d) -> (batch, heads, seq, head_dim) without the (batch, seq, heads, head_dim) transpose (merge undoes it the same way), and scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim)
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model must divide num_heads")
    hd = D // num_heads
    to_heads = lambda t: t.reshape(B, num_heads, -1, hd)
    q, k, v = to_heads(x_dec @ w_q), to_heads(x_enc @ w_k), to_heads(x_enc @ w_v)
    att = np.einsum('bnqh,bnkh->bnqk', q, k) / x_dec.dtype.type(np.sqrt(D))
    if enc_padding_mask is not None:
        att = np.where(enc_padding_mask[:, None, None, :], att, -np.inf)
    top = att.max(-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0)
    att = np.exp(att - top)
    norm = att.sum(-1, keepdims=True)
    att = np.where(norm > 0, att / np.where(norm > 0, norm, 1), 0)
    y = np.einsum('bnqk,bnkh->bnqh', att, v).reshape(B, Tq, D)
    return y @ w_o, att
