# SOURCE: https://github.com/jsbaan/transformer-from-scratch/issues/4
# MISTAKE: Reshapes (batch, num_heads, seq_len, head_dim) directly to (batch, seq_len, num_heads * head_dim) without first permuting to (batch, seq_len, num_heads, head_dim); row-major order then puts head 0's vectors of several tokens into one token's output, scrambling tokens whenever num_heads > 1 and seq_len > 1.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch, num_heads, seq_len, head_dim = x.shape
    return x.reshape(batch, seq_len, num_heads * head_dim).copy()
