# SOURCE: https://github.com/awf/functional-transformer/issues/8
# MISTAKE: The heads' outputs are added together ("embeddings += self_attn" per head) instead of concatenated, so the result is (batch, seq_len, head_dim) holding the sum over heads rather than (batch, seq_len, num_heads * head_dim).
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    out = np.zeros((x.shape[0], x.shape[2], x.shape[3]), dtype=x.dtype)
    for h in range(x.shape[1]):
        out += x[:, h]          # add this head's contribution
    return out
