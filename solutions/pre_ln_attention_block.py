"""Reference: the attention sub-layer of a pre-LN Transformer block, x + MHA(LN(x)).

Vaswani et al. 2017 (§3.1) normalise after the residual: LayerNorm(x + Sublayer(x)) ("Post-LN").
Xiong et al. 2020 show that normalising the sub-layer's input instead, x + Sublayer(LayerNorm(x))
("Pre-LN", GPT-2 and most LLMs since), keeps a clean residual path and trains without warm-up.
The sub-layer is multi-head self-attention (§3.2.2): per head softmax(Q K^T / sqrt(head_dim)) V,
then Concat(heads) W^O.
"""

import numpy as np

from .layer_norm import layer_norm
from .merge_heads import merge_heads
from .softmax import softmax
from .split_heads import split_heads


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    """x + MHA(LN(x)): normalise the sub-layer input, add the result to the un-normalised x."""
    x = np.asarray(x)
    if x.ndim != 3:
        raise ValueError(f"x must be (batch, seq_len, d_model), got shape {x.shape}")
    d_model = x.shape[-1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    h = layer_norm(x, gamma, beta, eps)                           # (batch, seq_len, d_model): the sub-layer input
    q = split_heads(h @ w_q, num_heads)                           # (batch, heads, seq_len, head_dim)
    k = split_heads(h @ w_k, num_heads)
    v = split_heads(h @ w_v, num_heads)
    head_dim = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(head_dim)       # (batch, heads, seq_len, seq_len)
    if mask is not None:
        keep = np.asarray(mask, dtype=bool)
        scores = np.where(keep, scores, -np.inf)
    weights = softmax(scores, axis=-1)                            # (batch, heads, seq_len, seq_len)
    merged = merge_heads(weights @ v)                             # (batch, heads, seq_len, head_dim) -> (batch, seq_len, d_model)
    attn = merged @ w_o                                           # (batch, seq_len, d_model)
    return (x + attn).astype(x.dtype, copy=False)                 # the residual adds the raw x
