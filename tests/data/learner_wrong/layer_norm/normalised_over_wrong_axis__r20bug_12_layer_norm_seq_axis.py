# SOURCE: https://github.com/jadore801120/attention-is-all-you-need-pytorch/pull/17
# BUG: z is (batch_size, seq_len, feature_dim) and the LayerNormalization "computes the mean and
#      standard-deviation along the dimension seq_len" instead of along feature_dim.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    axis = -2 if x.ndim >= 2 else -1              # BUG: statistics over the sequence axis, not the feature axis
    mean = np.mean(x, axis=axis, keepdims=True)
    var = np.mean((x - mean) ** 2, axis=axis, keepdims=True)
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return out.astype(x.dtype)
