# https://github.com/huggingface/transformers/pull/47946
# encoder_attention_mask = None overwrote the user's mask before it reached the attention: the
# source padding is attended like real tokens.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, tq, d = x_dec.shape
    tk = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    encoder_attention_mask = enc_padding_mask
    encoder_attention_mask = None                          # the refactor's stray line
    q = (x_dec @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if encoder_attention_mask is not None:
        s = np.where(encoder_attention_mask[:, None, None, :], s, -np.inf)
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    w = (e / e.sum(-1, keepdims=True)).astype(x_dec.dtype)
    return ((w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d) @ w_o).astype(x_dec.dtype), w
