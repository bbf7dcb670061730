"""Reference: multi-head cross-attention (encoder-decoder attention).

Vaswani et al. 2017, §3.2.3: "the queries come from the previous decoder layer, and the memory keys
and values come from the output of the encoder. This allows every position in the decoder to attend
over all positions in the input sequence." So Q has the target length and K, V the source length;
the weights are (t_dec, t_enc), and only source padding is masked (no causal mask). Per head,
eq. 1: softmax(Q K^T / sqrt(head_dim)) V, then Concat(heads) W^O (§3.2.2).
"""

import numpy as np

from .merge_heads import merge_heads
from .softmax import softmax
from .split_heads import split_heads


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    """Q from x_dec, K and V from x_enc; returns (output (b, t_dec, d), weights (b, h, t_dec, t_enc))."""
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    if x_dec.ndim != 3 or x_enc.ndim != 3:
        raise ValueError("x_dec and x_enc must be (batch, seq_len, d_model)")
    d_model = x_dec.shape[-1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    q = split_heads(x_dec @ w_q, num_heads)                       # (b, t_dec, d) -> (b, h, t_dec, hd)
    k = split_heads(x_enc @ w_k, num_heads)                       # (b, t_enc, d) -> (b, h, t_enc, hd)
    v = split_heads(x_enc @ w_v, num_heads)                       # (b, t_enc, d) -> (b, h, t_enc, hd)
    head_dim = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(head_dim)       # (b, h, t_dec, t_enc)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]  # (b, t_enc) -> (b, 1, 1, t_enc)
        scores = np.where(keep, scores, -np.inf)                  # padded source tokens: -inf before softmax
    weights = softmax(scores, axis=-1)                            # (b, h, t_dec, t_enc), over the source keys
    merged = merge_heads(weights @ v)                             # (b, h, t_dec, hd) -> (b, t_dec, d)
    output = merged @ w_o                                         # (b, t_dec, d) -> (b, t_dec, d)
    return output.astype(x_dec.dtype, copy=False), weights.astype(x_dec.dtype, copy=False)
